import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { Operation } from '@logiscope/proto/http';
import { OPERATION } from '../http/endpoint.decorator';

/**
 * The operations this gateway serves, read from its controllers at start. A route without a declared operation
 * stops the start: nothing is served undeclared. The OpenAPI document lists exactly these.
 */
@Injectable()
export class ServedOperations implements OnModuleInit {
  private served: Operation[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  onModuleInit(): void {
    const found: Operation[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const instance = wrapper.instance as object | undefined;
      if (!instance) continue;
      const proto = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const name of this.scanner.getAllMethodNames(proto)) {
        const handler = proto[name] as object;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const op = Reflect.getMetadata(OPERATION, handler) as Operation | undefined;
        if (!op) throw new Error(`${wrapper.name}.${name} is served without a declared operation: declare it in proto/src/http and use @Endpoint`);
        found.push(op);
      }
    }
    const ids = new Set<string>();
    for (const op of found) {
      if (ids.has(op.id)) throw new Error(`Operation ${op.id} is served twice`);
      ids.add(op.id);
    }
    this.served = found.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  }

  list(): readonly Operation[] {
    return this.served;
  }
}
