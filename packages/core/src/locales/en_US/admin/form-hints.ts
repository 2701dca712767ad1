/** Hints that state a form field's meaning or format before the user submits (and an empty state that says why). */
export const formHints = {
  web: {
    formHints: {
      orgCode:
        'The department used by default after signing in; new records belong to it. The user can change it to another of their departments with Switch department in the avatar menu.',
      departs:
        "All departments the user belongs to (several allowed); they decide which organisations' data the user sees and which departments they can switch to.",
      semver: 'Semantic version: major.minor.patch, e.g. 1.2.0; a pre-release e.g. 1.3.0-beta.1',
      minVersion:
        'Devices must run at least this version to upgrade to this firmware; same format as the version, not above it; empty means any',
      manualVersion:
        'Numbers separated by dots, e.g. 1.0 or 2.1.3 (up to four parts); a new version must be above the newest one',
      modelTreeEmptyReader:
        'No models are visible to your organisation: models are shared with organisations one by one. To see them, ask the system administrator to assign models to your organisation in Special → Organisation set.',
    },
  },
};
