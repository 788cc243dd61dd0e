import type { DeviceInfo } from '../../src/application/ports/device-info.port';

export class InMemoryDeviceInfo implements DeviceInfo {
  constructor(public name = 'Chrome on Linux') {}

  deviceName(): string {
    return this.name;
  }
}
