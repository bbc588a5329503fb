// The logger moved to src/log.ts (it serves src/i18n as well as this layer); this re-export keeps
// the modules that still import '../log' working until they import '@/log'.
export { logger } from '@/log';
