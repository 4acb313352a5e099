#!/usr/bin/env bash
# Generates the sample lecture videos committed under apps/api/media/samples/ (run once by a developer;
# a fresh machine needs no ffmpeg). Each sample: a test pattern with a burnt-in title and a tone,
# HLS with two renditions (360p, 720p), H.264/AAC, 3-second fragmented-MP4 segments (.m4s: not .ts, which every TypeScript tool would try to parse).
# Needs Debian's ffmpeg (apt-get install -y ffmpeg) with libx264 and a DejaVu font.
# Then encrypts them (AES-128, scripts/encrypt-sample-media.ts) and writes their keys to
# apps/api/src/modules/media-keys/sample-keys.ts, outside the served folder (docs/decisions/082).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/apps/api/media/samples"
font="/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
seconds=12

make_sample() {
  local name="$1" title="$2" freq="$3"
  local dir="$out/$name"
  rm -rf "$dir"
  mkdir -p "$dir/360p" "$dir/720p"
  for r in "360p:640:360:140k:32k" "720p:1280:720:280k:48k"; do
    IFS=: read -r label w h vb ab <<<"$r"
    ffmpeg -hide_banner -loglevel error -y \
      -f lavfi -i "testsrc2=size=${w}x${h}:rate=24:duration=${seconds}" \
      -f lavfi -i "sine=frequency=${freq}:sample_rate=44100:duration=${seconds}" \
      -vf "drawtext=fontfile=${font}:text='${title} (${label})':fontcolor=white:fontsize=$((h / 12)):box=1:boxcolor=black@0.6:boxborderw=10:x=(w-text_w)/2:y=h/8" \
      -c:v libx264 -preset veryfast -profile:v main -pix_fmt yuv420p -b:v "$vb" -maxrate "$vb" -bufsize "$vb" \
      -g 72 -keyint_min 72 -sc_threshold 0 \
      -c:a aac -b:a "$ab" -ac 1 \
      -f hls -hls_time 3 -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 -hls_segment_filename "$dir/$label/seg%03d.m4s" \
      "$dir/$label/index.m3u8"
  done
  cat >"$dir/master.m3u8" <<M3U
#EXTM3U
#EXT-X-VERSION:7
#EXT-X-STREAM-INF:BANDWIDTH=200000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=360000,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"
720p/index.m3u8
M3U
}

make_sample lecture-a "SAMPLE LECTURE A" 440
make_sample lecture-b "SAMPLE LECTURE B" 523
make_sample lecture-c "SAMPLE LECTURE C" 659
(cd "$root" && node --import tsx scripts/encrypt-sample-media.ts)
du -sh "$out"
