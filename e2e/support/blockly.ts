/**
 * The toolbox's flyout. Blockly also draws a flyout for the trash can's contents (hidden until
 * opened, and first in the page since Blockly 12), so `.blocklyFlyout` alone may be that one.
 */
export const TOOLBOX_FLYOUT = '.blocklyFlyout:not(.blocklyTrashcanFlyout)';
