import { coverArt, sectionArt, type DemoContent } from './demo-content-types';

/** มาลี: Thai, the Andaman coast and southern food (her demo profile: "ชอบทะเลอันดามันและอาหารใต้"). */
export const MALEE_CONTENTS: readonly DemoContent[] = [
  {
    author: 'malee',
    kind: 'article',
    language: 'th',
    publish: true,
    daysAgo: 28,
    views: 2210,
    title: 'ไร่เลย์: หาดที่ต้องนั่งเรือหางยาวไปเท่านั้น',
    summary: 'ไร่เลย์ไม่มีถนนเชื่อมกับฝั่ง ต้องนั่งเรือหางยาวจากอ่าวนางหรือตัวเมืองกระบี่ และนั่นคือเหตุผลที่หาดนี้ยังสงบกว่าที่คิด',
    cover: coverArt('sea', 'day', 'railay'),
    categoryIds: ['beaches', 'nature'],
    sections: [
      {
        type: 'text',
        html: '<p>ไร่เลย์เป็นแหลมเล็ก ๆ ที่หน้าผาหินปูนกั้นไว้จากแผ่นดินใหญ่ ทางเดียวที่จะไปถึงคือเรือหางยาว จากหาดอ่าวนางใช้เวลาราว 10–15 นาที เรือจะออกเมื่อผู้โดยสารครบลำ</p><h2>ช่วงเวลาที่เหมาะ</h2><p>ทะเลฝั่งอันดามันสงบที่สุดราวพฤศจิกายนถึงเมษายน ช่วงมรสุมเรืออาจงดวิ่งเมื่อคลื่นลมแรง ควรถามที่ซุ้มขายตั๋วก่อนออกจากที่พัก</p>',
      },
      { type: 'location', place: 'ao-nang-beach', note: 'ซื้อตั๋วเรือที่ซุ้มริมหาด ต้องเดินลุยน้ำตื้นขึ้นเรือ เตรียมถุงกันน้ำใส่โทรศัพท์ไว้ด้วย' },
      { type: 'image', art: sectionArt('sea', 'sunset', 'railay-sunset'), caption: 'พระอาทิตย์ตกที่ไร่เลย์ตะวันตก' },
      {
        type: 'location',
        place: 'railay-beach',
        note: 'ฝั่งตะวันตกเหมาะเล่นน้ำและดูพระอาทิตย์ตก ฝั่งตะวันออกเป็นป่าโกงกาง น้ำลงแล้วเล่นน้ำไม่ได้',
      },
      {
        type: 'text',
        html: '<h2>ไม่ควรพลาด</h2><ul><li><strong>หาดถ้ำพระนาง</strong> เดินจากไร่เลย์ตะวันออกไม่ถึงสิบห้านาที</li><li><strong>ปีนผา</strong> ไร่เลย์เป็นจุดปีนผาหินปูนที่มีชื่อเสียงระดับโลก มีโรงเรียนสอนสำหรับมือใหม่</li><li><strong>จุดชมวิว</strong> ทางชันและลื่น ไม่แนะนำให้ขึ้นหลังฝนตก</li></ul>',
      },
    ],
    comments: [
      {
        author: 'alice',
        hoursAfter: 9,
        text: 'Exactly the post I needed, @malee. Is the viewpoint climb OK in sandals?',
        replies: [{ author: 'malee', hoursAfter: 11, text: 'ไม่แนะนำเลยค่ะ @alice ทางเป็นดินแดงลื่นมาก ใส่รองเท้าผ้าใบดีที่สุด' }],
      },
    ],
  },
  {
    author: 'malee',
    kind: 'trip',
    language: 'th',
    publish: true,
    daysAgo: 18,
    views: 1320,
    title: 'กระบี่ 3 วัน: วัดถ้ำเสือ ไร่เลย์ และอ่าวมาหยา',
    summary: 'ทริปกระบี่สำหรับคนที่อยากได้ทั้งทะเล วัด และของกินพื้นเมือง พักที่อ่าวนางสองคืนแล้วนั่งเรือออกไปเที่ยวทุกวัน',
    cover: coverArt('sea', 'sunset', 'krabi-trip'),
    categoryIds: ['beaches', 'islands', 'markets'],
    sections: [
      {
        type: 'text',
        html: '<p>ทริปนี้เริ่มวันศุกร์ เพื่อให้ได้เดินถนนคนเดินในตัวเมืองกระบี่ ซึ่งมีเฉพาะวันศุกร์ถึงวันอาทิตย์ ช่วงห้าโมงเย็นถึงสี่ทุ่ม</p>',
      },
      {
        type: 'day',
        title: 'วันที่ 1 · ตัวเมืองกระบี่',
        stops: [
          {
            place: 'tiger-cave-temple',
            time: '07:00',
            note: 'บันไดกว่าพันสองร้อยขั้นสู่ยอดเขา เริ่มเดินตอนเช้าก่อนแดดแรงและพกน้ำไปด้วย ระวังลิงแย่งของ',
          },
          { place: 'krabi-town-walking-street', time: '18:00', note: 'อาหารใต้ ขนมพื้นบ้าน และดนตรีสดบนเวทีกลางถนน' },
        ],
      },
      {
        type: 'day',
        title: 'วันที่ 2 · ไร่เลย์',
        stops: [
          { place: 'ao-nang-beach', time: '09:00', note: 'ลงเรือหางยาวไปไร่เลย์' },
          { place: 'railay-beach', time: '09:30', note: 'เล่นน้ำ ปีนผา หรือเดินไปหาดถ้ำพระนาง' },
        ],
      },
      {
        type: 'day',
        title: 'วันที่ 3 · เกาะพีพีและอ่าวมาหยา',
        stops: [{ place: 'maya-bay', time: '10:00', note: 'ห้ามว่ายน้ำในอ่าว เดินชมบนทางเดินไม้และชายหาดตามเวลาที่อุทยานกำหนด' }],
      },
    ],
  },
  {
    author: 'malee',
    kind: 'article',
    language: 'th',
    publish: true,
    daysAgo: 12,
    views: 3120,
    title: 'เยาวราชคืนเดียว กินอะไรดี',
    summary: 'เดินเยาวราชตั้งแต่ห้าโมงเย็นถึงเที่ยงคืน กับรายการของกินที่ไม่ต้องต่อคิวนานก็อิ่มได้',
    cover: coverArt('city', 'dusk', 'yaowarat'),
    categoryIds: ['food', 'markets'],
    sections: [
      {
        type: 'text',
        html: '<p>เยาวราชตอนกลางวันคือย่านร้านทองและร้านขายส่ง แต่พอพระอาทิตย์ตก รถเข็นและโต๊ะริมทางจะค่อย ๆ ออกมาตั้งจนเต็มทางเท้า ควันจากเตาถ่านลอยผ่านป้ายไฟภาษาจีน กลายเป็นถนนสายอาหารที่คึกคักที่สุดของกรุงเทพฯ</p><h2>เดินทางอย่างไร</h2><p>นั่งรถไฟฟ้า MRT ลงสถานีวัดมังกร เดินไม่กี่นาทีก็ถึงถนนเยาวราช ไม่แนะนำให้ขับรถมาเพราะที่จอดหายากมาก</p>',
      },
      { type: 'image', art: sectionArt('market', 'night', 'yaowarat-night'), caption: 'แสงไฟเหนือถนนเยาวราชตอนสองทุ่ม' },
      {
        type: 'text',
        html: '<h2>ลิสต์ของกินของฉัน</h2><ol><li>ก๋วยจั๊บน้ำข้น พริกไทยเผ็ดร้อน</li><li>ขนมปังปิ้งไส้สังขยา</li><li>หอยทอดกระทะร้อน</li><li>ผลไม้ตามฤดู ปอกใส่ถุงพร้อมกิน</li><li>ปิดท้ายด้วยบัวลอยน้ำขิงร้อน ๆ</li></ol><p>ร้านดังหลายร้านคิวยาวมาก ถ้าไม่อยากรอ ให้มาถึงก่อนหกโมงเย็น</p>',
      },
      { type: 'location', place: 'yaowarat-road', note: 'ร้านริมทางส่วนใหญ่ขายตั้งแต่ห้าโมงเย็นถึงราวตีหนึ่ง วันจันทร์หลายร้านหยุด' },
    ],
    comments: [
      {
        author: 'somchai',
        hoursAfter: 4,
        text: 'ก๋วยจั๊บน้ำข้นคือของโปรดผมเลยครับ @malee ครั้งหน้าชวนไปด้วยนะ',
        replies: [{ author: 'malee', hoursAfter: 7, text: 'ได้เลยค่ะ @somchai นัดวันอังคาร ร้านเปิดครบกว่าวันจันทร์' }],
      },
      {
        author: 'alice',
        hoursAfter: 30,
        text: 'Saving this for my next night in Bangkok. The bua loi with ginger sounds perfect.',
      },
    ],
  },
  {
    author: 'malee',
    kind: 'article',
    language: 'th',
    publish: true,
    daysAgo: 7,
    views: 1460,
    title: 'อ่าวมาหยาหลังการฟื้นฟู: กติกาใหม่ที่ควรรู้ก่อนไป',
    summary: 'อ่าวมาหยาปิดไปหลายปีเพื่อให้ธรรมชาติฟื้นตัว วันนี้กลับมาเปิดแล้ว แต่ไม่เหมือนเดิม',
    cover: coverArt('sea', 'day', 'maya-cover'),
    categoryIds: ['islands', 'beaches', 'nature'],
    sections: [
      {
        type: 'text',
        html: '<p>อ่าวมาหยาปิดตั้งแต่ปี 2561 หลังแนวปะการังเสียหายหนักจากนักท่องเที่ยวจำนวนมาก และเปิดอีกครั้งในเดือนมกราคม 2565 พร้อมกติกาใหม่ที่ทำให้การมาเที่ยวที่นี่ต่างจากเดิม</p><h2>กติกาหลัก</h2><ul><li>เรือไม่เข้าอ่าวแล้ว ต้องเทียบท่าที่อ่าวโละซามะด้านหลังเกาะ แล้วเดินตามทางเดินไม้เข้ามา</li><li>ห้ามว่ายน้ำในอ่าว</li><li>จำกัดจำนวนคนและเวลาอยู่บนหาดในแต่ละรอบ</li><li>อุทยานปิดอ่าวทุกปีช่วงราวสิงหาคมถึงกันยายนเพื่อให้ธรรมชาติได้พัก</li></ul>',
      },
      { type: 'image', art: sectionArt('sea', 'dawn', 'maya'), caption: 'น้ำใสจนเห็นพื้นทราย ฉลามหูดำกลับมาว่ายใกล้ฝั่งอีกครั้ง' },
      {
        type: 'location',
        place: 'maya-bay',
        note: 'เปิดให้เข้าชมราว 07.00–16.00 น. ตรวจสอบประกาศของอุทยานแห่งชาติหาดนพรัตน์ธารา–หมู่เกาะพีพีก่อนเดินทาง',
      },
      {
        type: 'text',
        html: '<p>ถ้าอยากเห็นอ่าวตอนคนน้อย ให้เลือกเรือรอบเช้าที่ออกจากอ่าวนางหรือเกาะพีพีดอน และอย่าลืมว่าค่าธรรมเนียมอุทยานแยกจากค่าเรือ</p><p>ข้อมูลทางการ: <a href="https://portal.dnp.go.th/">กรมอุทยานแห่งชาติ สัตว์ป่า และพันธุ์พืช</a></p>',
      },
    ],
  },
  {
    author: 'malee',
    kind: 'trip',
    language: 'th',
    publish: false,
    daysAgo: 1,
    views: 0,
    title: 'ภูเก็ตเมืองเก่า วันอาทิตย์เดียว',
    summary: 'ตึกชิโนโปรตุกีส ขนมพื้นเมือง และถนนคนเดินหลาดใหญ่',
    cover: coverArt('city', 'day', 'phuket-old-town'),
    categoryIds: ['markets', 'culture', 'food'],
    sections: [
      { type: 'text', html: '<p>ร่างไว้ก่อน กำลังเรียบเรียงร้านที่อยากแนะนำ</p>' },
      {
        type: 'day',
        title: 'วันอาทิตย์',
        stops: [{ place: 'phuket-lard-yai', time: '16:00', note: 'ถนนถลางปิดให้เดินตั้งแต่สี่โมงเย็นถึงสี่ทุ่ม' }],
      },
    ],
  },
];
