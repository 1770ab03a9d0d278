/** Set by the deploy watcher when /builds/latest.json names another build than this one. */
let newDeployAvailable = false;

export function isNewDeployAvailable(): boolean {
  return newDeployAvailable;
}

export function markNewDeployAvailable(): void {
  newDeployAvailable = true;
}
