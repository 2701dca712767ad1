/** Texts of the help centre (/help): its index and the title and one-line summary of each page. */
export const help = {
  web: {
    help: {
      title: 'Help centre',
      indexTitle: 'Help centre',
      indexIntro:
        "What each screen is for, its common tasks and the rights it needs, by menu group. The Help button at the top of any screen opens that screen's page directly.",
      backToIndex: 'Back to the help index',
      loadFailed: 'The help text could not be loaded; reload the page and try again',
      searchPlaceholder: 'Search the help',
      searchTitle: 'Results for “{{keyword}}”',
      noMatch: 'No help page mentions “{{keyword}}”',
      pages: {
        dashboard: {
          title: 'Home and dashboards',
          summary:
            "The home page's system overview and visit statistics; workplace, monitor, task and chart pages.",
        },
        account: {
          title: 'Account',
          summary: 'Personal centre, personal settings, password change and department switch.',
        },
        system: {
          title: 'System',
          summary:
            'Users, roles, menus, departments, positions, dictionaries, scheduled jobs, logs and files.',
        },
        messages: {
          title: 'Messages and announcements',
          summary:
            'Announcements, my messages, message templates and send history, and the bell at the top right.',
        },
        monitor: {
          title: 'Monitoring',
          summary: 'Server, runtime, disks, database, Redis and request tracing.',
        },
        'weld-device': {
          title: 'Welding equipment',
          summary: 'Model tree, firmware upgrades, device list and PLC workstations.',
        },
        'weld-manual': {
          title: 'Manual management',
          summary: 'Files, tweets, customer messages, welding programs, projects and manual users.',
        },
        'weld-special': {
          title: 'Special',
          summary: 'Organisation set, record transfer, specialist list and sequence power.',
        },
        tools: { title: 'System tools', summary: 'API documentation and the website preview.' },
      },
    },
  },
};
