import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { COLLAB_WS_PATH, CollabCloseCode } from '@school/contracts';
import { buildTestApp } from '../test/test-app';

// Y.Text's text is read with toJSON(): yjs declares no toString() for it in its types (both return the same string).

/** Polls until the condition holds (sockets deliver on their own schedule; no fixed sleeps). */
async function until(what: string, condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function closeCodeOf(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.once('close', (code) => resolve(code)));
}

function openRaw(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('collab: the y-websocket endpoint of the gateway', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let base: string;
  const providers: WebsocketProvider[] = [];
  const client = (room: string, name: string) => {
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(`${base}${COLLAB_WS_PATH}`, room, doc, { WebSocketPolyfill: WebSocket as never, disableBc: true });
    provider.awareness.setLocalStateField('name', name);
    providers.push(provider);
    return { doc, provider };
  };

  beforeAll(async () => {
    ctx = await buildTestApp({ collabMaxConnectionsPerAddress: 6 });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    // The provider's awareness keeps a timer until its document is destroyed.
    for (const p of providers.splice(0)) {
      p.destroy();
      p.doc.destroy();
    }
  });
  afterAll(() => ctx.close());

  it('syncs two documents both ways and delivers awareness (names) to the other client', async () => {
    const a = client('room-sync', 'Аня');
    const b = client('room-sync', 'Борис');
    await until('both synced', () => a.provider.synced && b.provider.synced);
    a.doc.getText('t').insert(0, 'привет');
    await until('b sees a', () => b.doc.getText('t').toJSON() === 'привет');
    b.doc.getText('t').insert(6, ', мир');
    await until('a sees b', () => a.doc.getText('t').toJSON() === 'привет, мир');
    const names = (p: WebsocketProvider) => [...p.awareness.getStates().values()].map((s) => (s as { name?: string }).name);
    await until('awareness both ways', () => names(a.provider).includes('Борис') && names(b.provider).includes('Аня'));

    // A late joiner gets the whole document from the server (sync step 1/2), not from a peer's broadcast.
    const c = client('room-sync', 'Вика');
    await until('late joiner synced', () => c.doc.getText('t').toJSON() === 'привет, мир');
    // A leaving client's name disappears for the others.
    c.provider.destroy();
    await until('c gone from a', () => !names(a.provider).includes('Вика'));
  });

  it('keeps rooms apart', async () => {
    const a = client('room-one', 'A');
    const b = client('room-two', 'B');
    await until('both synced', () => a.provider.synced && b.provider.synced);
    a.doc.getText('t').insert(0, 'только в первой');
    const c = client('room-one', 'C');
    await until('same room sees it', () => c.doc.getText('t').toJSON() === 'только в первой');
    expect(b.doc.getText('t').toJSON()).toBe('');
  });

  it('closes the socket of a malformed frame only; the room goes on', async () => {
    const a = client('room-bad', 'A');
    const b = client('room-bad', 'B');
    await until('both synced', () => a.provider.synced && b.provider.synced);
    const url = `${base}${COLLAB_WS_PATH}/room-bad`;

    const text = await openRaw(url);
    const textClosed = closeCodeOf(text);
    text.send('not a binary message');
    expect(await textClosed).toBe(CollabCloseCode.unsupportedData);

    const garbage = await openRaw(url);
    const garbageClosed = closeCodeOf(garbage);
    garbage.send(Uint8Array.from([0, 2, 200, 1, 2, 3]));
    expect(await garbageClosed).toBe(CollabCloseCode.invalidPayload);

    // A well-framed update whose content Yjs cannot read (y-protocols alone would log and keep the socket).
    const badUpdate = await openRaw(url);
    const badUpdateClosed = closeCodeOf(badUpdate);
    badUpdate.send(Uint8Array.from([0, 2, 7, 1, 1, 0xff, 0xff, 0xff, 0xff, 0x0f]));
    expect(await badUpdateClosed).toBe(CollabCloseCode.invalidPayload);

    const unknown = await openRaw(url);
    const unknownClosed = closeCodeOf(unknown);
    unknown.send(Uint8Array.from([9]));
    expect(await unknownClosed).toBe(CollabCloseCode.invalidPayload);

    a.doc.getText('t').insert(0, 'всё ещё работает');
    await until('b still syncs', () => b.doc.getText('t').toJSON() === 'всё ещё работает');
    expect(a.provider.wsconnected && b.provider.wsconnected).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses what passes the caps with a close code, and bad room names with a 400', async () => {
    // Sockets per address (6 in this app).
    const open = await Promise.all(Array.from({ length: 6 }, () => openRaw(`${base}${COLLAB_WS_PATH}/room-cap`)));
    const extra = await openRaw(`${base}${COLLAB_WS_PATH}/room-cap`);
    expect(await closeCodeOf(extra)).toBe(CollabCloseCode.tryAgainLater);
    await Promise.all(open.map((s) => new Promise((r) => (s.once('close', r), s.close()))));

    // A message bigger than the cap: ws refuses it before it is read.
    const big = await openRaw(`${base}${COLLAB_WS_PATH}/room-big`);
    const bigClosed = closeCodeOf(big);
    big.send(new Uint8Array(600 * 1024));
    expect(await bigClosed).toBe(CollabCloseCode.tooBig);

    const badName = await ctx.app.inject({ method: 'GET', url: `${COLLAB_WS_PATH}/${encodeURIComponent('../x y')}` });
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toMatchObject({ statusCode: 400 });
    // A plain GET (no upgrade) is not a websocket: a JSON 404, never a 5xx.
    const plain = await ctx.app.inject({ method: 'GET', url: `${COLLAB_WS_PATH}/room-plain` });
    expect(plain.statusCode).toBe(404);
  });

  it('drops an empty room after the grace period only', async () => {
    const a = client('room-grace', 'A');
    await until('synced', () => a.provider.synced);
    a.doc.getText('t').insert(0, 'x');
    await until('server has it', () => ctx.app.collabRooms.rooms.get('room-grace')?.doc.getText('t').toJSON() === 'x');
    a.provider.destroy();
    await until('room empty', () => ctx.app.collabRooms.rooms.get('room-grace')?.peers.size === 0);
    // Still there for a reconnecting peer.
    const b = client('room-grace', 'B');
    await until('reconnect sees the text', () => b.doc.getText('t').toJSON() === 'x');
  });
});
