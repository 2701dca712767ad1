/** Texts of the shell's access paths: the empty permission list, a stylesheet that failed to load, the page head's search. */
export const shellAccess = {
  web: {
    shellAccess: {
      emptyPermissions: 'getPermissionList: permissions must be a non-null array !',
      cssTitle: 'Stylesheet failed to load',
      cssDescription:
        'The page’s stylesheet could not be loaded, so the page cannot be shown properly. Check the network and retry.',
      search: 'Search',
      searchPlaceholder: 'Enter text...',
      pageLinks: 'Related links',
    },
  },
};
