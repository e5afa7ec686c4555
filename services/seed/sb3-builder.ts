import { createHash } from 'node:crypto';
import { storedZip } from './stored-zip';

/** Pieces of a Scratch 3 project written by code (seeds and tests): the targets and the .sb3 zip around them. */
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

export interface Sb3Asset {
  data: Buffer;
  ext: 'svg' | 'wav';
}

export type Sb3Block = Record<string, unknown>;

export function svgCostume(name: string, svg: Buffer, rotationCenterX: number, rotationCenterY: number) {
  return { assetId: md5(svg), name, md5ext: `${md5(svg)}.svg`, dataFormat: 'svg', rotationCenterX, rotationCenterY };
}

/** A 22.05 kHz mono sound entry for a WAV of `sampleCount` samples. */
export function wavSound(name: string, wav: Buffer, sampleCount: number) {
  return { assetId: md5(wav), name, dataFormat: 'wav', format: '', rate: 22050, sampleCount, md5ext: `${md5(wav)}.wav` };
}

/** The stage with one backdrop; extra fields (variables, blocks) override the defaults. */
export function stageTarget(backdrop: ReturnType<typeof svgCostume>, extra: Record<string, unknown> = {}) {
  return {
    isStage: true,
    name: 'Stage',
    variables: {},
    lists: {},
    broadcasts: {},
    blocks: {},
    comments: {},
    currentCostume: 0,
    costumes: [backdrop],
    sounds: [],
    volume: 100,
    layerOrder: 0,
    tempo: 60,
    videoTransparency: 50,
    videoState: 'on',
    textToSpeechLanguage: null,
    ...extra,
  };
}

/** A sprite in the centre, facing right; extra fields override the defaults. */
export function spriteTarget(name: string, costume: ReturnType<typeof svgCostume>, blocks: Record<string, Sb3Block>, extra: Record<string, unknown> = {}) {
  return {
    isStage: false,
    name,
    variables: {},
    lists: {},
    broadcasts: {},
    blocks,
    comments: {},
    currentCostume: 0,
    costumes: [costume],
    sounds: [],
    volume: 100,
    layerOrder: 1,
    visible: true,
    x: 0,
    y: 0,
    size: 100,
    direction: 90,
    draggable: false,
    rotationStyle: 'all around',
    ...extra,
  };
}

/** The .sb3 file: project.json plus every asset under its md5 name. */
export function packSb3(targets: unknown[], assets: Sb3Asset[], options: { monitors?: unknown[]; agent: string }): Buffer {
  const project = { targets, monitors: options.monitors ?? [], extensions: [], meta: { semver: '3.0.0', vm: '0.2.0', agent: options.agent } };
  const files = new Map(assets.map((a) => [`${md5(a.data)}.${a.ext}`, a.data]));
  return storedZip([{ name: 'project.json', data: Buffer.from(JSON.stringify(project)) }, ...[...files].map(([name, data]) => ({ name, data }))]);
}
