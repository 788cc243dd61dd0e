/** Device name sent with the backend login (spec §4 Common sign-in step 4). */
export interface DeviceInfo {
  deviceName(): string;
}
