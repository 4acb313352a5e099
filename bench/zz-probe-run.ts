import { measureProgressSave } from './progress.ts';
const r = await measureProgressSave({ name: 'constant JSON (GET /api/health)', path: '/api/health' }, 50, 3, 5);
console.log(JSON.stringify(r));
