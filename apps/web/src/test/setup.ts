// Every catalogue area is available in unit tests (the app loads board/widgets/public lazily).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllAreas } from '../i18n/index.ts';

await loadAllAreas();

afterEach(() => {
  cleanup();
});
