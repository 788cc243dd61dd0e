import type { NotificationTopic } from '../../src/domain/notifications/notification-preferences';
import type { MailItem, MailRecipient } from './notification-mail.ports';

/** How e-mails and LINE messages tell a notification: Thai (the default, spec §9) or English. */
export type Lang = 'th' | 'en';
export const langOf = (recipient: Pick<MailRecipient, 'lang'>): Lang => (recipient.lang === 'en' ? 'en' : 'th');

interface Told {
  readonly who: string;
  readonly title: string | null;
  readonly place: string;
  readonly reason: string | null;
}

const WORDS = {
  th: {
    someone: 'มีผู้ใช้',
    aPlace: 'สถานที่',
    single: {
      new_follower: (t: Told) => `${t.who} เริ่มติดตามคุณ`,
      new_content: (t: Told) => (t.title ? `${t.who} เผยแพร่ “${t.title}”` : `${t.who} เผยแพร่เนื้อหาใหม่`),
      comment: (t: Told) => `${t.who} แสดงความคิดเห็นในเนื้อหาของคุณ`,
      reply: (t: Told) => `${t.who} ตอบกลับความคิดเห็นของคุณ`,
      mention: (t: Told) => `${t.who} กล่าวถึงคุณในความคิดเห็น`,
      campaign_entry: (t: Told) => (t.title ? `ผลงาน “${t.title}” ของคุณเข้าร่วมแคมเปญแล้ว` : 'ผลงานของคุณเข้าร่วมแคมเปญแล้ว'),
      place_approved: (t: Told) => `สถานที่ที่คุณเสนอ “${t.place}” ได้รับการอนุมัติแล้ว`,
      place_refused: (t: Told) => `สถานที่ที่คุณเสนอ “${t.place}” ไม่ได้รับการอนุมัติ${t.reason ? `: ${t.reason}` : ''}`,
      report_handled: () => 'ทีมงานดำเนินการกับรายงานของคุณแล้ว',
    },
    /** Said after the sentence when the notification is about a content's comments. */
    on: (title: string) => `ใน “${title}”`,
    digest: {
      new_follower: (n: number) => `มีผู้ติดตามใหม่ ${n} คน`,
      new_content: (n: number) => `มีเนื้อหาใหม่ ${n} รายการจากครีเอเตอร์ที่คุณติดตาม`,
      comment: (n: number) => `มีความคิดเห็นใหม่ ${n} รายการในเนื้อหาของคุณ`,
      reply: (n: number) => `คุณมีการตอบกลับใหม่ ${n} รายการ`,
      mention: (n: number) => `มีการกล่าวถึงคุณใหม่ ${n} ครั้ง`,
      campaign_entry: (n: number) => `ผลงานของคุณ ${n} รายการเข้าร่วมแคมเปญแล้ว`,
      place_reviewed: (n: number) => `มีผลการพิจารณาสถานที่ที่คุณเสนอ ${n} แห่ง`,
      report_handled: (n: number) => `รายงานของคุณ ${n} รายการได้รับการดำเนินการแล้ว`,
    },
    read: 'อ่านได้ที่',
    why: {
      reply: 'คุณได้รับอีเมลนี้เพราะมีผู้ตอบกลับความคิดเห็นของคุณใน Travelogue',
      mention: 'คุณได้รับอีเมลนี้เพราะมีผู้กล่าวถึงคุณใน Travelogue',
      other: 'คุณได้รับอีเมลนี้ตามการตั้งค่าการแจ้งเตือนของคุณใน Travelogue',
    },
    unsubscribe: 'เลิกรับอีเมลประเภทนี้',
    settings: 'ตั้งค่าการแจ้งเตือน',
  },
  en: {
    someone: 'Someone',
    aPlace: 'a place',
    single: {
      new_follower: (t: Told) => `${t.who} started following you`,
      new_content: (t: Told) => (t.title ? `${t.who} published “${t.title}”` : `${t.who} published something new`),
      comment: (t: Told) => `${t.who} commented on your content`,
      reply: (t: Told) => `${t.who} replied to your comment`,
      mention: (t: Told) => `${t.who} mentioned you in a comment`,
      campaign_entry: (t: Told) =>
        t.title ? `Your entry “${t.title}” is now in its campaign` : 'Your entry is now in its campaign',
      place_approved: (t: Told) => `The place you proposed, “${t.place}”, was approved`,
      place_refused: (t: Told) =>
        `The place you proposed, “${t.place}”, was not approved${t.reason ? `: ${t.reason}` : ''}`,
      report_handled: () => 'The moderators handled your report',
    },
    on: (title: string) => `on “${title}”`,
    digest: {
      new_follower: (n: number) => `${n} new ${n === 1 ? 'follower' : 'followers'}`,
      new_content: (n: number) => `${n} new ${n === 1 ? 'content' : 'contents'} from creators you follow`,
      comment: (n: number) => `${n} new ${n === 1 ? 'comment' : 'comments'} on your contents`,
      reply: (n: number) => `${n} new ${n === 1 ? 'reply' : 'replies'} to your comments`,
      mention: (n: number) => `${n} new ${n === 1 ? 'mention' : 'mentions'} of you`,
      campaign_entry: (n: number) => `${n} of your campaign entries are published`,
      place_reviewed: (n: number) => `Decisions on ${n} places you proposed`,
      report_handled: (n: number) => `${n} of your reports were handled`,
    },
    read: 'Read it at',
    why: {
      reply: 'You get this e-mail because someone replied to your comment on Travelogue.',
      mention: 'You get this e-mail because someone mentioned you on Travelogue.',
      other: 'You get this e-mail because of your notification settings on Travelogue.',
    },
    unsubscribe: 'Stop e-mails like this',
    settings: 'Notification settings',
  },
} as const;

export const wordsOf = (lang: Lang) => WORDS[lang];

const onComments = new Set(['comment', 'reply', 'mention']);

/** Where a notification leads on the site (as the app's notificationHref), or the site itself when nowhere. */
export function linkOf(publicUrl: string, item: MailItem): string {
  const at = (path: string) => `${publicUrl}${path}`;
  switch (item.kind) {
    case 'new_follower':
      return item.actor_username ? at(`/profiles/${encodeURIComponent(item.actor_username)}`) : publicUrl;
    case 'place_approved':
      return item.location_id ? at(`/map/location/${encodeURIComponent(item.location_id)}`) : publicUrl;
    case 'place_refused':
      return publicUrl;
    case 'campaign_entry':
      return item.campaign_id ? at(`/campaigns/${encodeURIComponent(item.campaign_id)}/detail`) : publicUrl;
    default:
      if (!item.content_id || item.title === null) return publicUrl;
      return at(`/contents/${encodeURIComponent(item.content_id)}${onComments.has(item.kind) ? '#comments' : ''}`);
  }
}

/** One notification in a sentence, in the recipient's language, and where it leads. */
export function tell(lang: Lang, publicUrl: string, item: MailItem): { what: string; link: string } {
  const words = WORDS[lang];
  const told: Told = {
    who: item.actor_name ?? words.someone,
    title: item.title,
    place: item.place_name ?? words.aPlace,
    reason: item.reason,
  };
  const sentence = words.single[item.kind](told);
  const what = onComments.has(item.kind) && item.title ? `${sentence} ${words.on(item.title)}` : sentence;
  return { what, link: linkOf(publicUrl, item) };
}

export const digestSubject = (lang: Lang, topic: NotificationTopic, count: number) => WORDS[lang].digest[topic](count);

export const whyMailed = (lang: Lang, topic: NotificationTopic) =>
  topic === 'reply' || topic === 'mention' ? WORDS[lang].why[topic] : WORDS[lang].why.other;
