/**
 * The moment of the lecture's video: the page's one player <video> (features/learning's VideoPlayer). Read and
 * set through the element, so Q&A sits in one slot of the play page without reaching into the player.
 */
function lectureVideo(): HTMLVideoElement | null {
  return document.querySelector('video');
}

export function currentSecond(): number {
  return Math.floor(lectureVideo()?.currentTime ?? 0);
}

export function seekTo(second: number): void {
  const video = lectureVideo();
  if (!video) return;
  video.currentTime = second;
  video.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

export const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
