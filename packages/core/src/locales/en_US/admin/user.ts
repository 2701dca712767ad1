import type { LocaleShape } from '../../shape';
import type { user as zh } from '../../zh_CN/admin/user';

export const user: LocaleShape<typeof zh> = {
  resources: {
    user: {
      title: 'Users',
      fields: {
        username: 'Username', realname: 'Full name', password: 'Password', workNo: 'Employee no.', avatar: 'Avatar', birthday: 'Birthday', sex: 'Sex',
        email: 'E-mail', phone: 'Mobile', orgCode: 'Current department', post: 'Position', telephone: 'Landline', status: 'Status', createTime: 'Created',
      },
    },
  },
  server: {
    menu: {
      'isystem-user': 'Users', 'user-add': 'Add user', 'user-edit': 'Edit user', 'user-delete': 'Delete user', 'user-import': 'Import users',
      'user-export': 'Export users', 'user-frozen': 'Freeze / unfreeze users', 'user-resetPassword': 'Reset password',
    },
    sysUser: {
      deleteSelf: 'You cannot delete the user you are signed in as',
      lastAdmin: 'The last administrator cannot be deleted',
      freezeSelf: 'You cannot freeze the user you are signed in as',
      unknownRoles: 'Unknown roles: {{ids}}',
      unknownDeparts: 'Unknown departments: {{ids}}',
      badIds: 'Select 1 to {{max}} records',
      frozen: 'Frozen',
      unfrozen: 'Unfrozen',
      notFound: 'User not found',
      passwordReset: 'Password reset; the user must change it at the next sign-in',
      checkParam: 'Give one of username, phone or email',
      usernameTaken: 'This username is taken',
      phoneTaken: 'This mobile number is already registered',
      emailTaken: 'This e-mail is taken',
      available: 'This value is available',
      badSelector: 'Give user names or ids',
    },
  },
  web: {
    sysUser: {
      departTree: 'Organisation',
      allDeparts: 'All',
      searchDepart: 'Search departments',
      roles: 'Roles',
      departs: 'Departments',
      more: 'More',
      freeze: 'Freeze',
      unfreeze: 'Unfreeze',
      batchFreeze: 'Freeze selected',
      batchUnfreeze: 'Unfreeze selected',
      confirmFreeze: 'Freeze the selected users?',
      confirmUnfreeze: 'Unfreeze the selected users?',
      resetPassword: 'Reset password',
      newPassword: 'New password',
      confirmPassword: 'Confirm password',
      newPasswordRequired: 'Please enter the new password!',
      confirmRequired: 'Please confirm the new password!',
      mismatch: 'The two passwords differ!',
      pickerTitle: 'Select users',
      pickerPlaceholder: 'Select users',
      selectedUsers: 'Selected users',
    },
  },
};
