import { describe, expect, it } from 'vitest';
import { objectParticle, topicParticle } from './particle.ts';

describe('Korean particles', () => {
  it('follow the word, never 을(를)', () => {
    expect(objectParticle('upload.mp4')).toBe('upload.mp4를');
    expect(objectParticle('lecture3')).toBe('lecture3을');
    expect(objectParticle('문제')).toBe('문제를');
    expect(objectParticle('월간 대회')).toBe('월간 대회를');
    expect(objectParticle('수익률 경진')).toBe('수익률 경진을');
    expect(objectParticle('intro.webm')).toBe('intro.webm을');
    expect(topicParticle('보기')).toBe('보기는');
    expect(topicParticle('설명')).toBe('설명은');
  });
});
