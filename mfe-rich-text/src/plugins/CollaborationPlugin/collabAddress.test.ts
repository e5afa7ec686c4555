import { COLLAB_DEFAULT_ROOM } from '@school/contracts';
import { collabAddress, collabOnIn, guestName, withCollab } from './collabAddress';
import { leaveSplitScreenUrl, splitScreenUrl } from '../../lib/splitScreen';

describe('collaboration address', () => {
  it('joins the school’s own /api/collab on this origin, ws or wss as the page', () => {
    expect(collabAddress({ protocol: 'https:', host: 'school.example.org', search: '' })).toEqual({
      endpoint: 'wss://school.example.org/api/collab',
      room: COLLAB_DEFAULT_ROOM,
    });
    expect(collabAddress({ protocol: 'http:', host: 'localhost:3004', search: '?collabId=lesson-7' })).toEqual({
      endpoint: 'ws://localhost:3004/api/collab',
      room: 'lesson-7',
    });
  });

  it('takes another ws(s) endpoint from the address, never another scheme or a bad room', () => {
    const at = (search: string) => collabAddress({ protocol: 'http:', host: 'localhost:4004', search });
    expect(at('?collabEndpoint=ws://localhost:4000/api/collab/&collabId=a_b').endpoint).toBe('ws://localhost:4000/api/collab');
    expect(at('?collabEndpoint=https://evil.example/x').endpoint).toBe('ws://localhost:4004/api/collab');
    expect(at('?collabEndpoint=%%%').endpoint).toBe('ws://localhost:4004/api/collab');
    expect(at('?collabId=../etc').room).toBe(COLLAB_DEFAULT_ROOM);
    expect(at(`?collabId=${'x'.repeat(65)}`).room).toBe(COLLAB_DEFAULT_ROOM);
  });

  it('keeps the switch in the query, so the split screen keeps collaboration on', () => {
    const search = withCollab('?collabId=r1', true);
    expect(collabOnIn(search)).toBe(true);
    expect(splitScreenUrl('/demo', search)).toBe('/split/demo?collabId=r1&collab=1');
    expect(collabOnIn(new URL(`http://x${leaveSplitScreenUrl('/split/demo', search)}`).search)).toBe(true);
    expect(withCollab(search, false)).toBe('?collabId=r1');
    expect(withCollab('?collab=1', false)).toBe('');
  });

  it('names a visitor without a login as a guest', () => {
    expect(guestName(() => 0)).toBe('Гость 100');
    expect(guestName(() => 0.999)).toBe('Гость 999');
  });
});
