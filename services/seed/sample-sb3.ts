import { packSb3, spriteTarget, stageTarget, svgCostume } from './sb3-builder';

const BACKDROP = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">' +
    '<rect width="480" height="360" fill="#dff3ff"/><rect y="280" width="480" height="80" fill="#8fd18b"/>' +
    '<circle cx="400" cy="70" r="40" fill="#ffd54a"/></svg>',
);

const SPRITE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">' +
    '<circle cx="40" cy="40" r="34" fill="#ff9c1a" stroke="#a35a00" stroke-width="4"/>' +
    '<circle cx="28" cy="32" r="6" fill="#fff"/><circle cx="52" cy="32" r="6" fill="#fff"/>' +
    '<circle cx="29" cy="33" r="3" fill="#000"/><circle cx="53" cy="33" r="3" fill="#000"/>' +
    '<path d="M24 52 Q40 64 56 52" stroke="#000" stroke-width="4" fill="none"/></svg>',
);

/** A small real Scratch 3 project: a sprite that moves and bounces off the edges after the green flag. */
export function sampleSb3(): Buffer {
  const blocks = {
    flag: { opcode: 'event_whenflagclicked', next: 'loop', parent: null, inputs: {}, fields: {}, shadow: false, topLevel: true, x: 20, y: 20 },
    loop: { opcode: 'control_forever', next: null, parent: 'flag', inputs: { SUBSTACK: [2, 'move'] }, fields: {}, shadow: false, topLevel: false },
    move: { opcode: 'motion_movesteps', next: 'bounce', parent: 'loop', inputs: { STEPS: [1, [4, '6']] }, fields: {}, shadow: false, topLevel: false },
    bounce: { opcode: 'motion_ifonedgebounce', next: 'turn', parent: 'move', inputs: {}, fields: {}, shadow: false, topLevel: false },
    turn: { opcode: 'motion_turnright', next: null, parent: 'bounce', inputs: { DEGREES: [1, [4, '2']] }, fields: {}, shadow: false, topLevel: false },
  };
  const targets = [stageTarget(svgCostume('backdrop1', BACKDROP, 240, 180)), spriteTarget('Колобок', svgCostume('kolobok', SPRITE, 40, 40), blocks)];
  return packSb3(targets, [{ data: BACKDROP, ext: 'svg' }, { data: SPRITE, ext: 'svg' }], { agent: 'school-seed' });
}
