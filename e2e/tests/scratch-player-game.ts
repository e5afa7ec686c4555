import { expect, type Page } from '@playwright/test';
import { ApiPaths, ProjectType } from '@school/contracts';
import { packSb3, spriteTarget, stageTarget, svgCostume, wavSound } from '../../services/seed/sb3-builder';
import { readSession } from '../support/session';

/** A Fun Space Scratch project of the logged-in user with this file, uploaded through the presigned flow. */
export async function scratchProject(page: Page, title: string, bytes: Buffer): Promise<number> {
  const { token } = (await readSession(page)) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const userId = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { user_id: number }).user_id;
  const presign = await page.request.get(`${ApiPaths.filePresigned}?folder=scratch-e2e&originalName=project.sb3`, { headers });
  expect(presign.ok()).toBe(true);
  const uploadUrl = await presign.text();
  expect((await page.request.put(uploadUrl, { data: bytes, headers: { 'content-type': 'application/octet-stream' } })).ok()).toBe(true);
  const fileUrl = ApiPaths.presignedFile(new URL(uploadUrl, 'http://x').pathname.split('/').pop()!);
  const created = await page.request.post(ApiPaths.projects(userId), {
    headers,
    data: { title, projectType: ProjectType.Scratch, accessType: 0, resources: [{ name: 'project.sb3', url: fileUrl, md5: null, resourceType: 'File' }] },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

const BACKDROP = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#eef6ff"/></svg>');
const CAT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60"><circle cx="30" cy="30" r="28" fill="#ff9c1a"/></svg>');

/** One second of a 440 Hz tone, 16-bit mono PCM WAV. */
function beepWav(): Buffer {
  const rate = 22050;
  const samples = rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12000), i * 2);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

type Block = Record<string, unknown>;
const block = (opcode: string, extra: Block = {}): Block => ({ opcode, next: null, parent: null, inputs: {}, fields: {}, shadow: false, topLevel: false, ...extra });
const hat = (opcode: string, next: string, fields: Block = {}, y = 0): Block => block(opcode, { next, fields, topLevel: true, x: 0, y });
const num = (v: number) => [1, [4, String(v)]];
const text = (v: string) => [1, [10, v]];

export const GAME = {
  question: 'Как тебя зовут?',
  vars: { score: 'счёт', clicks: 'клики', name: 'имя' },
  spriteName: 'Кот',
  /** A draggable sprite, placed at (-150, -100). */
  ballName: 'Мяч',
};

/** A small keyboard/mouse/monitor/ask/sound Scratch 3 game written for the player's journeys. */
export function gameSb3(): Buffer {
  const beep = beepWav();
  const v = GAME.vars;
  const stage = stageTarget(svgCostume('фон', BACKDROP, 240, 180), {
    variables: { vScore: [v.score, 0], vClicks: [v.clicks, 0], vName: [v.name, ''] },
    blocks: {
      flag: hat('event_whenflagclicked', 'reset'),
      reset: block('data_setvariableto', { parent: 'flag', next: 'loop', inputs: { VALUE: text('0') }, fields: { VARIABLE: [v.score, 'vScore'] } }),
      loop: block('control_forever', { parent: 'reset', inputs: { SUBSTACK: [2, 'inc'] } }),
      inc: block('data_changevariableby', { parent: 'loop', next: 'wait', inputs: { VALUE: num(1) }, fields: { VARIABLE: [v.score, 'vScore'] } }),
      wait: block('control_wait', { parent: 'inc', inputs: { DURATION: [1, [5, '0.2']] } }),
      keyA: hat('event_whenkeypressed', 'ask', { KEY_OPTION: ['a', null] }, 200),
      ask: block('sensing_askandwait', { parent: 'keyA', next: 'setName', inputs: { QUESTION: text(GAME.question) } }),
      setName: block('data_setvariableto', { parent: 'ask', inputs: { VALUE: [3, 'answer', [10, '']] }, fields: { VARIABLE: [v.name, 'vName'] } }),
      answer: block('sensing_answer', { parent: 'setName' }),
    },
    videoState: 'off',
  });
  const arrow = (key: string, opcode: string, input: string, by: number, y: number): Record<string, Block> => ({
    [`k_${key}`]: hat('event_whenkeypressed', `m_${key}`, { KEY_OPTION: [key, null] }, y),
    [`m_${key}`]: block(opcode, { parent: `k_${key}`, inputs: { [input]: num(by) } }),
  });
  const cat = svgCostume('кот', CAT, 30, 30);
  const sprite = spriteTarget(
    GAME.spriteName,
    cat,
    {
      ...arrow('right arrow', 'motion_changexby', 'DX', 10, 0),
      ...arrow('left arrow', 'motion_changexby', 'DX', -10, 100),
      ...arrow('up arrow', 'motion_changeyby', 'DY', 10, 200),
      ...arrow('down arrow', 'motion_changeyby', 'DY', -10, 300),
      clicked: hat('event_whenthisspriteclicked', 'count', {}, 400),
      count: block('data_changevariableby', { parent: 'clicked', inputs: { VALUE: num(1) }, fields: { VARIABLE: [v.clicks, 'vClicks'] } }),
      keyS: hat('event_whenkeypressed', 'play', { KEY_OPTION: ['s', null] }, 500),
      play: block('sound_play', { parent: 'keyS', inputs: { SOUND_MENU: [1, 'soundMenu'] } }),
      soundMenu: block('sound_sounds_menu', { parent: 'play', shadow: true, fields: { SOUND_MENU: ['бип', null] } }),
    },
    { sounds: [wavSound('бип', beep, 22050)] },
  );
  const ball = spriteTarget(GAME.ballName, cat, {}, { layerOrder: 2, x: -150, y: -100, draggable: true });
  const monitor = (id: string, name: string, y: number, mode = 'default') => ({
    id,
    mode,
    opcode: 'data_variable',
    params: { VARIABLE: name },
    spriteName: null,
    value: 0,
    width: 0,
    height: 0,
    x: 5,
    y,
    visible: true,
    sliderMin: 0,
    sliderMax: 100,
    isDiscrete: true,
  });
  const monitors = [monitor('vScore', v.score, 5), monitor('vClicks', v.clicks, 35, 'large'), monitor('vName', v.name, 65)];
  return packSb3([stage, sprite, ball], [{ data: BACKDROP, ext: 'svg' }, { data: CAT, ext: 'svg' }, { data: beep, ext: 'wav' }], { monitors, agent: 'school-e2e' });
}
