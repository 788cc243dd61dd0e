/**
 * Roles: the `moderator` role is held in our database, not in the identity provider's claims, so
 * granting or taking it back needs no token refresh and works the same on the emulator and in production.
 * One row per (user, role); granted by `npm run grant-moderator -- <email>` or the demo seed.
 */
export const migration0009 = {
  id: 9,
  name: 'roles',
  sql: `
    CREATE TABLE user_roles (
      user_id text NOT NULL REFERENCES users(user_id),
      role text NOT NULL CHECK (role IN ('moderator')),
      granted_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, role)
    );
  `,
};
