/** What the admin dashboard answers when a user is added. */
export const users = {
  'users.added': 'User added.',
};
