/**
 * One short comic per script the service letters: the same three beats (the night market, Mina's line to Rex, a
 * crash) as a native reader would letter them. Used by the lettering tests, `npm run lettering-pages` (the README's
 * pages) and the lettering bench.
 */
import type { ComicStyleKey } from '../../src/vocabulary';

export interface LetteringBook {
  language: string;
  /** The script as readers name it, for reports. */
  script: string;
  preset: ComicStyleKey;
  narration: string;
  /** Mina's line to Rex (a dialogue caption). */
  caption: string;
  sfx: string;
  /** How a native reader expects it: read right to left, set in vertical columns. */
  rtl?: boolean;
  vertical?: boolean;
}

export const LETTERING_BOOKS: LetteringBook[] = [
  { language: 'en', script: 'Latin', preset: 'classic_american', narration: 'At the night market, the lanterns glow.', caption: 'Wait for me, Rex! The lanterns are falling.', sfx: 'CRASH' },
  {
    language: 'ja',
    script: 'Japanese',
    preset: 'manga_bw',
    narration: '夜市。ちょうちんが光っている。',
    caption: '「ちょっと待って！」提灯が落ちてくるよ、レックス。',
    sfx: 'ガシャーン',
    rtl: true,
    vertical: true,
  },
  { language: 'zh-Hans', script: 'Simplified Chinese', preset: 'indie_webcomic', narration: '夜市里，灯笼亮着。', caption: '等等我，雷克斯！灯笼要掉下来了。', sfx: '哐当' },
  { language: 'zh-Hant', script: 'Traditional Chinese', preset: 'manga_bw', narration: '夜市裡，燈籠亮著。', caption: '等等我，雷克斯！燈籠要掉下來了。', sfx: '哐噹', rtl: true, vertical: true },
  { language: 'ko', script: 'Korean', preset: 'indie_webcomic', narration: '야시장, 등불이 빛난다.', caption: '렉스, 기다려! 등불이 떨어지고 있어.', sfx: '쾅' },
  { language: 'ar', script: 'Arabic', preset: 'classic_american', narration: 'في السوق الليلي، تتوهج الفوانيس.', caption: 'انتظرني يا Rex! الفوانيس تسقط.', sfx: 'طاخ', rtl: true },
  { language: 'fa', script: 'Persian', preset: 'classic_american', narration: 'در بازار شب، فانوس‌ها می‌درخشند.', caption: 'صبر کن رکس! فانوس‌ها می‌افتند.', sfx: 'تق', rtl: true },
  { language: 'ur', script: 'Urdu', preset: 'classic_american', narration: 'رات کے بازار میں لالٹینیں چمک رہی ہیں۔', caption: 'رکو ریکس! لالٹینیں گر رہی ہیں۔', sfx: 'دھڑام', rtl: true },
  { language: 'he', script: 'Hebrew', preset: 'european_tintin', narration: 'בשוק הלילה, הפנסים זוהרים.', caption: 'חכה לי, רקס! הפנסים נופלים.', sfx: 'בום', rtl: true },
  { language: 'hi', script: 'Devanagari', preset: 'indie_webcomic', narration: 'रात के बाज़ार में लालटेनें चमक रही हैं।', caption: 'रुको रेक्स! लालटेनें गिर रही हैं।', sfx: 'धड़ाम' },
  { language: 'bn', script: 'Bengali', preset: 'indie_webcomic', narration: 'রাতের বাজারে লণ্ঠন জ্বলছে।', caption: 'দাঁড়াও রেক্স! লণ্ঠনগুলো পড়ে যাচ্ছে।', sfx: 'ধড়াম' },
  { language: 'ta', script: 'Tamil', preset: 'indie_webcomic', narration: 'இரவுச் சந்தையில் விளக்குகள் ஒளிர்கின்றன.', caption: 'நில் ரெக்ஸ்! விளக்குகள் விழுகின்றன.', sfx: 'டமால்' },
  { language: 'th', script: 'Thai', preset: 'newspaper_sunday', narration: 'ที่ตลาดกลางคืน โคมไฟส่องสว่าง', caption: 'รอก่อนเร็กซ์ โคมไฟกำลังตกลงมาแล้ว', sfx: 'โครม' },
  { language: 'ru', script: 'Cyrillic', preset: 'classic_american', narration: 'На ночном рынке горят фонари.', caption: 'Подожди, Рекс! Фонари падают.', sfx: 'БАХ' },
  { language: 'el', script: 'Greek', preset: 'european_tintin', narration: 'Στη νυχτερινή αγορά, τα φανάρια λάμπουν.', caption: 'Περίμενε, Ρεξ! Τα φανάρια πέφτουν.', sfx: 'ΜΠΑΜ' },
  { language: 'vi', script: 'Vietnamese', preset: 'newspaper_sunday', narration: 'Ở chợ đêm, những chiếc đèn lồng tỏa sáng.', caption: 'Đợi tớ với, Rex! Đèn lồng đang rơi.', sfx: 'RẦM' },
];
