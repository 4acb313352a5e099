// hls.js ships no declarations for its `light` entry; its API is the full build's (minus features the school does not use).
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
