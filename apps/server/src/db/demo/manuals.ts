import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { DemoFileStore } from './index';
import { demoModelId } from './models';
import { tinyPdf, tinyPng } from './sample-files';

type Lang = 'zh_CN' | 'en_US' | 'ru_RU';
const TITLES: Record<Lang, (model: string) => string> = {
  zh_CN: (m) => `${m} 使用说明书`,
  en_US: (m) => `${m} Operation manual`,
  ru_RU: (m) => `${m} Руководство по эксплуатации`,
};
const ASCII_TITLES: Record<Lang, string> = {
  zh_CN: 'Operation manual (Chinese edition)',
  en_US: 'Operation manual',
  ru_RU: 'Operation manual (Russian edition)',
};

/** A stored key shaped like an upload's (`<folder>/<name>_<32 hex>.<ext>`), stable across runs. */
const keyOf = (name: string, ext: string, folder = 'weldmanual') =>
  `${folder}/${name}_${createHash('md5').update(name).digest('hex')}.${ext}`;
// tweet pictures go where the tweet form uploads them: weldmanual is a private folder the static route
// never serves, so a cover stored there was a 404 and a broken image in the tweet list
const TWEET_FOLDER = 'weldtweet';
const TWEET_COLOURS: [number, number, number][] = [
  [250, 140, 22],
  [22, 119, 255],
  [82, 196, 26],
  [114, 46, 209],
];
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const MANUAL_MODELS = ['NB-350', 'NB-500', 'WS-315', 'RH-10', 'ESC-10K'];

/**
 * Manuals in three languages for five demo models (real small PDFs in the upload storage), a wiring
 * drawing (PNG), a confidential parameter sheet, a manual with an archived older version, a few tweets
 * and field messages with replies.
 */
export async function seedDemoManuals(
  db: Kysely<Database>,
  now: string,
  files: DemoFileStore,
): Promise<void> {
  const audit = { create_by: 'admin', create_time: now, update_by: null, update_time: null };
  const models = await db
    .selectFrom('weld_model')
    .select(['id', 'org_code'])
    .where('id', 'in', [...MANUAL_MODELS, 'NBP-350'].map(demoModelId))
    .execute();
  const orgOf = new Map(models.map((m) => [m.id, m.org_code]));
  let n = 0;
  const addFile = async (
    code: string,
    row: {
      title: string;
      kind: string;
      language: Lang;
      version: string;
      security: string;
      status: string;
      downloads: number;
      group?: string;
    },
    bytes: Buffer,
    name: string,
    ext: 'pdf' | 'png',
  ) => {
    n += 1;
    const id = `demo-mf-${String(n).padStart(3, '0')}`;
    const key = keyOf(name, ext);
    await files(key, bytes, ext === 'pdf' ? 'application/pdf' : 'image/png');
    await db
      .insertInto('weld_manual_file')
      .values({
        id,
        model_id: demoModelId(code),
        title: row.title,
        kind: row.kind,
        language: row.language,
        version: row.version,
        security_level: row.security,
        file: key,
        file_name: `${name}.${ext}`,
        file_size: bytes.length,
        checksum: sha(bytes),
        status: row.status,
        download_count: row.downloads,
        group_id: row.group ?? id,
        org_code: orgOf.get(demoModelId(code)) ?? null,
        ...audit,
      })
      .execute();
    return id;
  };
  for (const code of MANUAL_MODELS) {
    for (const [i, lang] of (['zh_CN', 'en_US', 'ru_RU'] as const).entries()) {
      const bytes = tinyPdf([
        `${code} ${ASCII_TITLES[lang]}`,
        'Version 1.0',
        'Safety, installation, operation, maintenance',
      ]);
      await addFile(
        code,
        {
          title: TITLES[lang](code),
          kind: 'manual',
          language: lang,
          version: '1.0',
          security: 'public',
          status: 'published',
          downloads: 12 - i * 4,
        },
        bytes,
        `${code}_manual_${lang}`,
        'pdf',
      );
    }
  }
  await addFile(
    'NB-350',
    {
      title: 'NB-350 接线图',
      kind: 'drawing',
      language: 'zh_CN',
      version: '1.0',
      security: 'internal',
      status: 'published',
      downloads: 3,
    },
    tinyPng(64, [22, 119, 255]),
    'NB-350_wiring',
    'png',
  );
  await addFile(
    'NB-500',
    {
      title: 'NB-500 焊接参数表',
      kind: 'param_sheet',
      language: 'zh_CN',
      version: '2.0',
      security: 'confidential',
      status: 'published',
      downloads: 1,
    },
    tinyPdf(['NB-500 welding parameter sheet', 'Confidential']),
    'NB-500_params',
    'pdf',
  );
  const first = await addFile(
    'NBP-350',
    {
      title: 'NBP-350 双脉冲调试指南',
      kind: 'manual',
      language: 'zh_CN',
      version: '1.0',
      security: 'public',
      status: 'archived',
      downloads: 20,
    },
    tinyPdf(['NBP-350 double pulse tuning guide', 'Version 1.0']),
    'NBP-350_tuning_1_0',
    'pdf',
  );
  await addFile(
    'NBP-350',
    {
      title: 'NBP-350 双脉冲调试指南',
      kind: 'manual',
      language: 'zh_CN',
      version: '1.1',
      security: 'public',
      status: 'published',
      downloads: 6,
      group: first,
    },
    tinyPdf(['NBP-350 double pulse tuning guide', 'Version 1.1']),
    'NBP-350_tuning_1_1',
    'pdf',
  );
  await addFile(
    'NBP-350',
    {
      title: 'NBP-350 双脉冲调试指南',
      kind: 'manual',
      language: 'zh_CN',
      version: '2.0',
      security: 'public',
      status: 'draft',
      downloads: 0,
      group: first,
    },
    tinyPdf(['NBP-350 double pulse tuning guide', 'Version 2.0 draft']),
    'NBP-350_tuning_2_0',
    'pdf',
  );

  const tweets: [code: string, title: string, summary: string, content: string, published: boolean][] = [
    [
      'NB-350',
      'NB-350 送丝机构保养要点',
      '每 200 小时检查送丝轮磨损与压紧力。',
      '<p>送丝不稳多由<b>送丝轮磨损</b>或压紧力不当引起。</p><ul><li>每 200 小时检查送丝轮沟槽</li><li>按焊丝直径调整压紧力</li></ul>',
      true,
    ],
    [
      'WS-315',
      'WS-315 高频引弧故障排查',
      '引弧困难时先检查钨极与放电间隙。',
      '<p>检查钨极磨尖角度、放电间隙（0.8–1.0 mm）与接地线连接。</p>',
      true,
    ],
    [
      'RH-10',
      'RH-10 焊枪 TCP 标定步骤',
      '更换焊枪后须重新标定 TCP。',
      '<p>使用四点法标定，误差应小于 <b>0.5 mm</b>。</p>',
      true,
    ],
    [
      'ESC-10K',
      'ESC-10K 固件升级前的准备',
      '升级前请备份参数并确认电池电量高于 50%。',
      '<p>升级期间请勿断电。</p>',
      false,
    ],
  ];
  for (const [i, [code, title, summary, content, published]] of tweets.entries()) {
    const cover = keyOf(`tweet_cover_${i + 1}`, 'png', TWEET_FOLDER);
    await files(cover, tinyPng(96, TWEET_COLOURS[i % TWEET_COLOURS.length]), 'image/png');
    const detail = keyOf(`tweet_detail_${i + 1}`, 'png', TWEET_FOLDER);
    await files(detail, tinyPng(64, TWEET_COLOURS[(i + 1) % TWEET_COLOURS.length]), 'image/png');
    await db
      .insertInto('weld_tweet')
      .values({
        id: `demo-tw-${i + 1}`,
        model_id: demoModelId(code),
        title,
        summary,
        content,
        cover_image: cover,
        images: detail,
        published: published ? 'Y' : 'N',
        publish_time: published ? now : null,
        org_code: orgOf.get(demoModelId(code)) ?? null,
        ...audit,
      })
      .execute();
  }

  const messages: [
    code: string | null,
    title: string,
    content: string,
    contact: [string, string, string],
    serial: string,
    status: string,
    replies: [string, string][],
  ][] = [
    [
      'NB-350',
      '焊接时送丝忽快忽慢',
      '新机使用两周后出现送丝不稳，焊缝成形差。',
      ['王建国', '13800138001', '华东重工'],
      'NB350-2405-0012',
      'processing',
      [
        ['admin', '请检查送丝轮规格是否与焊丝直径一致，并调整压紧力。'],
        ['admin', '已安排售后工程师本周上门。'],
      ],
    ],
    [
      'RH-10',
      'Robot stops with error E-203',
      'The robot stops mid-seam with E-203 after the last update.',
      ['John Miller', '+44 20 7946 0018', 'Miller Fabrication'],
      'RH10-2311-0456',
      'new',
      [],
    ],
    [
      'WS-315',
      'Не зажигается дуга',
      'Дуга не зажигается с первого раза при токе ниже 30 А.',
      ['Иван Петров', '+7 495 123-45-67', 'СваркаСервис'],
      'WS315-2402-0088',
      'closed',
      [
        ['admin', 'Замените вольфрамовый электрод и проверьте разрядник.'],
        ['admin', 'Клиент подтвердил устранение неисправности.'],
      ],
    ],
  ];
  for (const [
    i,
    [code, title, content, [name, phone, company], serial, status, replies],
  ] of messages.entries()) {
    const id = `demo-msg-${i + 1}`;
    await db
      .insertInto('weld_message')
      .values({
        id,
        title,
        content,
        contact_name: name,
        contact_phone: phone,
        contact_company: company,
        machine_serial: serial,
        model_id: code ? demoModelId(code) : null,
        status,
        org_code: code ? (orgOf.get(demoModelId(code)) ?? null) : 'A01A03',
        ...audit,
      })
      .execute();
    for (const [j, [author, text]] of replies.entries()) {
      await db
        .insertInto('weld_message_reply')
        .values({
          id: `${id}-r${j + 1}`,
          message_id: id,
          content: text,
          author,
          author_name: author === 'admin' ? '管理员' : null,
          create_time: now,
        })
        .execute();
    }
  }
}
