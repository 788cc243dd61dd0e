/**
 * Display names are unique by how they look (spec §5 uniqueness, by=d): `display_name_key` is the look-alike key
 * of src/domain/user/name-rules.ts `displayNameKey` (NFKC, Unicode spaces as one plain space, Cyrillic and Greek
 * letters that look Latin mapped to Latin, case-folded), so "Аlice" with a Cyrillic А, a fullwidth "Ａｌｉｃｅ" or
 * a no-break space cannot sit beside "Alice". The unique index makes it hold under concurrent writes too; a null
 * key (no display name yet) is not a duplicate.
 *
 * The key is computed in TypeScript (the one rule the SPA uses too), so rows written before this migration get
 * theirs when the server starts (users' `backfillDisplayNameKeys`). Two such rows that already looked alike keep
 * their names; the later one stays without a key until its name changes. A change of the look-alike table
 * needs a migration that empties the column (`UPDATE profiles SET display_name_key = NULL`) so every key is
 * computed again.
 */
export const migration0018 = {
  id: 18,
  name: 'display-name-keys',
  sql: `
    ALTER TABLE profiles ADD COLUMN display_name_key text;
    CREATE UNIQUE INDEX profiles_display_name_key ON profiles (display_name_key);
    CREATE INDEX profiles_display_name_key_missing ON profiles (user_id)
      WHERE display_name_key IS NULL AND display_name IS NOT NULL;
  `,
};
