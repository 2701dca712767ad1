/** Texts of an online form's linked selects (link_down): the design's setting and the checks of a save. */
export const onlineLinkDown = {
  server: {
    cgform: {
      linkDown: {
        setting:
          'Field {{name}} is a linked select: its Dictionary table must hold a JSON setting such as {"linkField":"city,area","pcode":"A01"}: linkField names the lower-level fields (comma-separated), pcode the category code of the root (optional: the top of the category tree)',
        missing: 'Linked field {{link}} of field {{name}} is not a field of this form',
        cycle: 'Linked field {{link}} of field {{name}} links back to {{name}}: the links form a cycle',
        twice:
          'Field {{link}} is already a lower level of {{other}}; it cannot be a lower level of {{name}} too',
        nested:
          'Linked field {{link}} of field {{name}} is a linked select itself: list its lower levels in the linkField of {{name}} instead',
        column:
          'Linked field {{name}} holds a category id: it must be a string of at least {{min}} characters',
        rootMissing: 'The root of the linked selects (category code {{code}}) does not exist',
        notTop: '“{{value}}” is not a choice of the first level of the linked selects',
        notUnder: '“{{value}}” is not under “{{parent}}”',
        noParent: 'Choose {{parent}} first',
      },
    },
    runtime: {
      badCascade:
        'The linked selects of field {{name}} are not set up right: each level must be a category field and name the other levels of this form',
    },
  },
};
