import { z } from 'zod';

// Validation messages reach people on both sides; zod ships a Korean locale.
z.config(z.locales.ko());
