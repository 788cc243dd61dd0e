import { coverArt, sectionArt, type DemoContent } from './demo-content-types';

/** Wat Rong Khun is white plaster and mirror glass: its silhouette is painted light. */
const WHITE_TEMPLE = [236, 240, 248] as const;

/** Alice: English, slow travel across Thailand (her demo profile: "Slow travel across Southeast Asia."). */
export const ALICE_CONTENTS: readonly DemoContent[] = [
  {
    author: 'alice',
    kind: 'article',
    language: 'en',
    publish: true,
    daysAgo: 45,
    views: 2890,
    title: 'A slow morning at Wat Pho',
    summary:
      'Arrive at eight, before the tour groups: the Reclining Buddha, courtyards full of chedis, and a massage school inside the temple walls.',
    cover: coverArt('temple', 'dawn', 'wat-pho'),
    categoryIds: ['temples', 'culture'],
    sections: [
      {
        type: 'text',
        html: '<p>Most visitors do the Grand Palace first and reach Wat Pho in the heat of the afternoon. Turn it around. The gates open at eight, the courtyards are cool and nearly empty, and you can stand in front of the Reclining Buddha without a wall of phones.</p><h2>What not to miss</h2><ul><li><strong>The Reclining Buddha</strong>: 46 metres long, covered in gold leaf, with mother-of-pearl inlaid soles.</li><li><strong>The 108 bronze bowls</strong> along the wall behind it: buy a cup of coins and drop one in each for luck.</li><li><strong>The four great chedis</strong>, covered in glazed tiles, built for the first four kings of the Chakri dynasty.</li><li><strong>The massage pavilions</strong>: Wat Pho is home to a well-known school of traditional Thai massage.</li></ul>',
      },
      {
        type: 'image',
        art: sectionArt('temple', 'day', 'wat-pho-courtyard'),
        caption: 'Chedis in the western courtyard, mid-morning.',
      },
      {
        type: 'location',
        place: 'wat-pho',
        note: 'Open daily 08.00–18.30. Cover shoulders and knees; shoes come off at the Reclining Buddha.',
      },
      {
        type: 'text',
        html: '<h2>Then cross the river</h2><p>From Tha Tien pier, next to the temple, the cross-river ferry takes a few minutes to reach <em>Wat Arun</em>. Come back at sunset and look at it from the Bangkok bank.</p>',
      },
      {
        type: 'location',
        place: 'wat-arun',
        note: 'Open daily 08.00–18.00. The steps of the central prang are steep: take them slowly.',
      },
    ],
    comments: [
      {
        author: 'somchai',
        hoursAfter: 5,
        text: 'Great tip about going early, @alice. Did you try the massage school? Worth every baht.',
        replies: [{ author: 'alice', hoursAfter: 8, text: 'Not this time, @somchai! Next trip, promised.' }],
      },
      { author: 'malee', hoursAfter: 26, text: 'ชอบภาพเจดีย์มากค่ะ แสงเช้าสวยมาก' },
    ],
  },
  {
    author: 'alice',
    kind: 'trip',
    language: 'en',
    publish: true,
    daysAgo: 25,
    views: 1740,
    title: "Bangkok's old town in two days",
    summary:
      "Palaces and temples on day one; a weekend market, a monument and Chinatown's street food on day two. All by boat, train and on foot.",
    cover: coverArt('temple', 'sunset', 'bangkok-trip'),
    categoryIds: ['culture', 'temples', 'food'],
    sections: [
      {
        type: 'text',
        html: '<p>This plan works from Saturday to Sunday, because Chatuchak only opens at the weekend. Stay near the river or in Banglamphu and you can walk to most of day one.</p><h2>Dress code</h2><p>The Grand Palace is strict: long trousers or a long skirt, sleeves, nothing see-through. Temples are more relaxed but still ask for covered shoulders and knees.</p>',
      },
      {
        type: 'day',
        title: 'Day 1 · Rattanakosin',
        stops: [
          { place: 'grand-palace', time: '08:30', note: 'Be at the gate when it opens; the last entry is at 15.30.' },
          {
            place: 'wat-pho',
            time: '11:30',
            note: 'Lunch at one of the shophouses on Maha Rat Road first, then the Reclining Buddha.',
          },
          { place: 'wat-arun', time: '16:30', note: 'Cross-river ferry from Tha Tien; stay for the sunset.' },
        ],
      },
      {
        type: 'day',
        title: 'Day 2 · Market, monument and Chinatown',
        stops: [
          {
            place: 'chatuchak-weekend-market',
            time: '09:00',
            note: 'MRT to Kamphaeng Phet, which opens straight into the market. Go early, before the heat.',
          },
          {
            place: 'democracy-monument',
            time: '15:00',
            note: 'The monument to the 1932 revolution, in the middle of Ratchadamnoen Avenue.',
          },
          {
            place: 'khao-san-road',
            time: '16:30',
            note: 'A fruit shake and some people-watching; it gets loud after dark.',
          },
          {
            place: 'yaowarat-road',
            time: '19:00',
            note: 'Street food until late. MRT Wat Mangkon is the closest station.',
          },
        ],
      },
      {
        type: 'text',
        html: '<p>Opening times and dress rules can change for royal ceremonies: check the <a href="https://www.royalgrandpalace.th/en/home">Grand Palace website</a> before you go.</p>',
      },
    ],
    comments: [
      {
        author: 'malee',
        hoursAfter: 14,
        text: 'Day 2 is ambitious! ถ้าเหนื่อยข้ามข้าวสารไปก็ได้นะคะ @alice',
        replies: [
          { author: 'alice', hoursAfter: 16, text: 'Fair point, @malee. Chinatown stays, Khao San is optional.' },
        ],
      },
    ],
  },
  {
    author: 'alice',
    kind: 'article',
    language: 'en',
    publish: true,
    daysAgo: 15,
    views: 1210,
    title: "Chiang Mai's Sunday Walking Street, stall by stall",
    summary:
      'Every Sunday afternoon, Ratchadamnoen Road becomes a kilometre of food, crafts and temple courtyards turned into dining rooms.',
    cover: coverArt('market', 'dusk', 'cm-sunday'),
    categoryIds: ['markets', 'food', 'culture'],
    sections: [
      {
        type: 'text',
        html: '<p>The market starts at Tha Phae Gate and runs west along Ratchadamnoen Road towards Wat Phra Singh, spilling into side streets and into temple grounds, where you eat at long tables under the trees.</p><h2>How I do it</h2><ol><li>Arrive around four, while the stalls are still setting up and you can walk freely.</li><li>Eat in a temple courtyard: sai ua (northern sausage), khao soi, mango sticky rice.</li><li>Stop when the national anthem plays at six: everyone stands still for a minute.</li><li>Leave the shopping for last, once you know what you want.</li></ol>',
      },
      {
        type: 'image',
        art: sectionArt('market', 'night', 'cm-walking-street'),
        caption: 'Lanterns over Ratchadamnoen Road after dark.',
      },
      { type: 'location', place: 'chiang-mai-sunday-walking-street', note: 'Sundays only, from about 16.00 to 23.00.' },
      {
        type: 'text',
        html: '<p>On Saturdays the same idea moves to Wua Lai Road, south of the old city, and <em>every</em> evening the Night Bazaar on Chang Khlan Road stays open until midnight.</p>',
      },
      { type: 'location', place: 'chiang-mai-night-bazaar', note: 'Every evening, 18.00 until midnight.' },
    ],
  },
  {
    author: 'alice',
    kind: 'article',
    language: 'en',
    publish: true,
    daysAgo: 10,
    views: 860,
    title: 'Ayutthaya by bicycle',
    summary:
      'The old capital is flat, compact and best seen on two wheels: a day trip from Bangkok, starting with the Buddha head in the tree roots.',
    cover: coverArt('temple', 'day', 'ayutthaya'),
    categoryIds: ['culture', 'temples'],
    sections: [
      {
        type: 'text',
        html: '<p>Ayutthaya was the capital of Siam for over four hundred years, from 1351 until it was sacked in 1767. What is left, a UNESCO World Heritage Site since 1991, sits on an island ringed by three rivers and is flat enough to cycle in an afternoon.</p><h2>Getting there</h2><p>Trains from Bangkok take about an hour and a half. From Ayutthaya station, cross the river on the small ferry and rent a bicycle on the other side.</p>',
      },
      {
        type: 'image',
        art: sectionArt('temple', 'sunset', 'ayutthaya-prangs'),
        caption: 'Prangs against the evening sky.',
      },
      {
        type: 'location',
        place: 'wat-mahathat-ayutthaya',
        note: 'Open daily 08.00–18.00. Crouch or kneel for a photo with the Buddha head: never stand above it.',
      },
      {
        type: 'text',
        html: '<h2>Tips</h2><ul><li>Carry water: the ruins have little shade.</li><li>A combined ticket covers several of the main temples; buy it at the first one.</li><li>Stay for sunset, when the old brick turns orange.</li></ul>',
      },
    ],
  },
  {
    author: 'alice',
    kind: 'article',
    language: 'en',
    publish: true,
    daysAgo: 4,
    views: 540,
    title: 'The White Temple is stranger than the photos',
    summary:
      "Wat Rong Khun in Chiang Rai is a working temple and one artist's lifelong project: a bridge over reaching hands, superheroes in the murals, and a golden building that holds the toilets.",
    cover: { ...coverArt('temple', 'day', 'rong-khun'), ink: WHITE_TEMPLE },
    categoryIds: ['temples', 'culture'],
    sections: [
      {
        type: 'text',
        html: '<p>Wat Rong Khun is the work of the Chiang Rai artist Chalermchai Kositpipat, who began rebuilding the old temple in 1997 and expects it to be finished long after his lifetime. Everything is white, for the purity of the Buddha, with mirror glass set in to catch the sun.</p><h2>Look closer</h2><ul><li>The bridge crosses a pool of reaching hands: the desires you leave behind.</li><li>Inside the ordination hall, the murals mix Buddhist scenes with film characters and superheroes. Photos are not allowed inside.</li><li>The ornate golden building across the lawn holds the toilets: gold for worldly desire.</li></ul>',
      },
      {
        type: 'image',
        art: { ...sectionArt('temple', 'dawn', 'rong-khun-hall'), ink: WHITE_TEMPLE },
        caption: 'Early light, before the midday glare.',
      },
      {
        type: 'location',
        place: 'wat-rong-khun',
        note: 'Open daily 08.00–17.00, about fifteen minutes by car from central Chiang Rai.',
      },
    ],
    comments: [
      {
        author: 'somchai',
        hoursAfter: 3,
        text: 'ถ้าไปเชียงรายแล้วมีเวลา แวะบ้านดำต่อได้เลยครับ @alice อยู่ไม่ไกล',
        replies: [
          { author: 'alice', hoursAfter: 6, text: 'Thank you @somchai, Baan Dam is on the list for next time.' },
        ],
      },
    ],
  },
];
