import { contentEditorModule } from './content-editor.module';
import { discoveryModule } from './discovery.module';
import { moderationModule } from './moderation.module';
import { walletModule } from './wallet.module';

/**
 * Issue 11 "/login ≤ 150 KB": the modules only signed-in screens use (editor, discovery, moderation, wallet and
 * their adapters). The composition root imports this file dynamically (`AppContainer.loadFeatures`), so the
 * sign-in screens do not download them.
 */
export const featureModules = [contentEditorModule, discoveryModule, moderationModule, walletModule] as const;
