import type { DemoTranslation } from './demo-content-types';

/**
 * The demo contents written in both languages (README "Two languages"): each translation is keyed by the title
 * of the demo content it belongs to, and its `sections` follow that content's sections in order (words only, the
 * structure is the content's). Every section is translated, so each version reads whole in its language.
 */
export const DEMO_TRANSLATIONS: Readonly<Record<string, DemoTranslation>> = {
  'A slow morning at Wat Pho': {
    language: 'th',
    title: 'เช้าวันสบาย ๆ ที่วัดโพธิ์',
    summary: 'มาถึงตอนแปดโมงก่อนกรุ๊ปทัวร์ ไหว้พระนอน เดินชมลานที่เต็มไปด้วยเจดีย์ และแวะโรงเรียนนวดแผนไทยในกำแพงวัด',
    sections: [
      {
        html: '<p>นักท่องเที่ยวส่วนใหญ่ไปวัดพระแก้วก่อน แล้วมาถึงวัดโพธิ์ตอนบ่ายที่แดดร้อนที่สุด ลองสลับกันดู ประตูวัดเปิดแปดโมงเช้า ลานวัดยังเย็นและแทบไม่มีคน คุณจะได้ยืนอยู่ตรงหน้าพระนอนโดยไม่มีกำแพงโทรศัพท์มือถือมาบัง</p><h2>สิ่งที่ไม่ควรพลาด</h2><ul><li><strong>พระพุทธไสยาสน์</strong>: ยาว 46 เมตร ปิดทองทั้งองค์ ฝ่าพระบาทประดับมุก</li><li><strong>บาตรทองเหลือง 108 ใบ</strong> เรียงตามผนังด้านหลังองค์พระ ซื้อเหรียญหนึ่งถ้วยแล้วหยอดใบละเหรียญเอาเคล็ด</li><li><strong>พระมหาเจดีย์สี่รัชกาล</strong> ประดับกระเบื้องเคลือบ สร้างถวายพระมหากษัตริย์สี่พระองค์แรกแห่งราชวงศ์จักรี</li><li><strong>ศาลานวด</strong>: วัดโพธิ์เป็นที่ตั้งของโรงเรียนนวดแผนไทยที่มีชื่อเสียง</li></ul>',
      },
      { caption: 'เจดีย์ในลานด้านทิศตะวันตก ช่วงสาย ๆ' },
      { note: 'เปิดทุกวัน 08.00–18.30 น. แต่งกายปิดไหล่และเข่า ถอดรองเท้าก่อนเข้าวิหารพระนอน' },
      {
        html: '<h2>แล้วข้ามฟากไปอีกฝั่ง</h2><p>จากท่าเตียนข้างวัด เรือข้ามฟากใช้เวลาไม่กี่นาทีก็ถึง<em>วัดอรุณ</em> กลับมาอีกทีตอนพระอาทิตย์ตก แล้วมองวัดอรุณจากฝั่งพระนคร</p>',
      },
      { note: 'เปิดทุกวัน 08.00–18.00 น. บันไดพระปรางค์องค์กลางชันมาก ค่อย ๆ ขึ้น' },
    ],
  },
  "Bangkok's old town in two days": {
    language: 'th',
    title: 'เที่ยวเกาะรัตนโกสินทร์สองวัน',
    summary: 'วันแรกชมวังและวัด วันที่สองเดินตลาดนัดสุดสัปดาห์ ชมอนุสาวรีย์ แล้วปิดท้ายด้วยสตรีทฟู้ดเยาวราช เดินทางด้วยเรือ รถไฟฟ้า และเดินเท้า',
    sections: [
      {
        html: '<p>แผนนี้ใช้ได้ตั้งแต่วันเสาร์ถึงวันอาทิตย์ เพราะจตุจักรเปิดเฉพาะสุดสัปดาห์ ถ้าพักใกล้แม่น้ำหรือแถวบางลำพู วันแรกเดินไปได้เกือบทุกที่</p><h2>การแต่งกาย</h2><p>พระบรมมหาราชวังเข้มงวดมาก ต้องใส่กางเกงขายาวหรือกระโปรงยาว เสื้อมีแขน และไม่ใส่ผ้าบาง ส่วนวัดอื่นผ่อนปรนกว่า แต่ยังขอให้ปิดไหล่และเข่า</p>',
      },
      {
        title: 'วันที่ 1 · เกาะรัตนโกสินทร์',
        stops: [
          'ไปรอหน้าประตูตั้งแต่เปิด รอบสุดท้ายเข้าได้ถึง 15.30 น.',
          'กินข้าวเที่ยงที่ห้องแถวริมถนนมหาราชก่อน แล้วค่อยไปไหว้พระนอน',
          'นั่งเรือข้ามฟากจากท่าเตียน อยู่รอดูพระอาทิตย์ตก',
        ],
      },
      {
        title: 'วันที่ 2 · ตลาด อนุสาวรีย์ และเยาวราช',
        stops: [
          'นั่ง MRT ลงสถานีกำแพงเพชร ออกมาก็เข้าตลาดได้เลย มาแต่เช้าก่อนแดดร้อน',
          'อนุสาวรีย์ที่ระลึกการปฏิวัติ พ.ศ. 2475 ตั้งอยู่กลางถนนราชดำเนิน',
          'น้ำผลไม้ปั่นสักแก้ว นั่งดูผู้คนเดินผ่าน หลังมืดเสียงจะดังขึ้นเรื่อย ๆ',
          'สตรีทฟู้ดขายถึงดึก สถานี MRT ที่ใกล้ที่สุดคือวัดมังกร',
        ],
      },
      {
        html: '<p>เวลาเปิดและข้อกำหนดการแต่งกายอาจเปลี่ยนในช่วงพระราชพิธี ตรวจสอบ<a href="https://www.royalgrandpalace.th/th/home">เว็บไซต์พระบรมมหาราชวัง</a>ก่อนไป</p>',
      },
    ],
  },
  'เยาวราชคืนเดียว กินอะไรดี': {
    language: 'en',
    title: 'One night in Yaowarat: what to eat',
    summary:
      'Walking Chinatown from five in the evening to midnight, with a list of food you can fill up on without long queues.',
    sections: [
      {
        html: "<p>By day Yaowarat is gold shops and wholesalers, but once the sun goes down, carts and roadside tables slowly spill out until they cover the pavement. Charcoal smoke drifts past the Chinese neon signs, and it becomes the liveliest food street in Bangkok.</p><h2>Getting there</h2><p>Take the MRT to Wat Mangkon station; Yaowarat Road is a few minutes on foot. Don't drive: parking is very hard to find.</p>",
      },
      { caption: 'Lights over Yaowarat Road at eight in the evening' },
      {
        html: "<h2>My food list</h2><ol><li>Thick rolled-noodle soup, hot with white pepper</li><li>Toasted buns filled with pandan custard</li><li>Crispy oyster omelette from a hot pan</li><li>Seasonal fruit, peeled and bagged, ready to eat</li><li>Finish with bua loi, rice dumplings in hot ginger syrup</li></ol><p>The famous stalls have very long queues: if you don't want to wait, arrive before six.</p>",
      },
      {
        note: 'Most street stalls open from five in the evening until about one in the morning; many close on Mondays.',
      },
    ],
  },
};
