/** Where every "Upgrade" leads until billing lands: the plan and credits part of the settings. */
export const upgradePath = '/app/settings?section=credits';
