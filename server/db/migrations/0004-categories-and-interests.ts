/**
 * Interest categories (spec §7 categories v2, fields ours: id, Thai and English names, sort order) and
 * each user's chosen interests (spec §7 feed user-interest read and update). Seeded with the travel
 * categories onboarding offers (/onboard/personal-interest).
 */
export const migration0004 = {
  id: 4,
  name: 'categories-and-interests',
  sql: `
    CREATE TABLE categories (
      category_id text PRIMARY KEY,
      name_en     text NOT NULL,
      name_th     text NOT NULL,
      sort_order  integer NOT NULL
    );
    INSERT INTO categories (category_id, name_en, name_th, sort_order) VALUES
      ('beaches', 'Beaches', 'ชายหาด', 1),
      ('mountains', 'Mountains', 'ภูเขา', 2),
      ('food', 'Food', 'อาหาร', 3),
      ('culture', 'Culture', 'วัฒนธรรม', 4),
      ('temples', 'Temples', 'วัด', 5),
      ('nightlife', 'Nightlife', 'ไนต์ไลฟ์', 6),
      ('nature', 'Nature', 'ธรรมชาติ', 7),
      ('cafes', 'Cafes', 'คาเฟ่', 8),
      ('markets', 'Markets', 'ตลาด', 9),
      ('islands', 'Islands', 'เกาะ', 10);
    CREATE TABLE user_interests (
      user_id     text NOT NULL REFERENCES users(user_id),
      category_id text NOT NULL REFERENCES categories(category_id),
      created_at  timestamptz NOT NULL,
      PRIMARY KEY (user_id, category_id)
    );
  `,
};
