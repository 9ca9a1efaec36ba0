// Runs in the browser before the app starts, so this popstate listener precedes the App Router's.
import { listenBeforeTheRouter } from '@/lib/client/history-guard';

listenBeforeTheRouter();
