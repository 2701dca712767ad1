/** Texts of the model tree screen (search, drag and drop, details, specs) and of the organisation set. */
export const tree = {
  server: {
    menu: {
      'iweld-org-set': 'Organisation set',
      'iweld-org-set-edit': 'Save organisation set',
    },
    weldModel: {
      moved: 'Node moved',
    },
    weldOrgSet: {
      orgMissing: 'Organisation "{{orgCode}}" does not exist',
      orgOutOfReach:
        'You may not set organisation "{{orgCode}}": only your own organisations and those below them',
      modelOutOfReach: 'You may not give model node "{{code}}": it is outside what you can see',
      modelMissing: 'Model node "{{id}}" does not exist',
      saved: 'Organisation set saved',
    },
  },
  web: {
    weldTree: {
      searchPlaceholder: 'Search code or name',
      truncated: 'Too many matches; only the first {{count}} are shown',
      noMatch: 'No matching node',
      addLine: 'Add product line',
      addChild: 'Add child',
      addChildOf: 'Add {{type}}',
      empty: 'No product lines yet. Click "Add product line" to start',
      chooseNode: 'Select a node in the tree',
      details: 'Node details',
      deleteConfirm: 'Delete node "{{name}}"?',
      dragHint: 'Drag a node to reorder it or move it under another parent',
      tabs: {
        weldManualFile: 'Manuals and files',
        weldSequence: 'Welding sequences',
        weldFirmware: 'Firmware',
        weldTweet: 'Technical bulletins',
      },
      types: { line: 'Product line', series: 'Series', model: 'Model' },
      kinds: { machine: 'Welding machine', robot: 'Welding robot', controller: 'PV/storage controller' },
    },
    weldSpecs: {
      name: 'Specification',
      value: 'Value',
      add: 'Add specification',
      remove: 'Remove specification',
      none: 'No specifications',
      emptyName: 'Specification name is required',
      duplicate: 'Specification "{{name}}" appears twice',
    },
    weldOrgSet: {
      orgs: 'Organisations',
      models: 'Visible models',
      chooseOrg: 'Select an organisation in the tree',
      hint: 'Checked nodes and everything below them are visible to "{{name}}" and its sub-organisations',
      save: 'Save',
    },
  },
};
