import type { ServiceDescriptor } from '@logiscope/infra';

export type RoleName = 'USER' | 'ADMIN';
export type CompanyTypeName = 'BROKER' | 'SHIPPER';

export interface CompanyView {
  companyName: string;
  companyType: CompanyTypeName;
  mcNumber: string;
  dotNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string;
  createdAt: string;
  isVerified: boolean;
}

/** The spec's "current user" entity. */
export interface UserView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: RoleName;
  isActive: boolean;
  profileImageUrl: string;
  needsCompanySetup: boolean;
  companyId: string;
  /** Absent (undefined) until the company is set up. */
  company?: CompanyView;
}

export interface ClientInfo {
  ipAddress: string;
  userAgent: string;
}

export interface RegisterRequest extends ClientInfo {
  /** Opaque id of the session the gateway opens on success (registration signs the user in). */
  sessionId: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  companyName: string;
  companyType: string;
  mcNumber: string;
  dotNumber: string;
}

export interface LoginRequest extends ClientInfo {
  email: string;
  password: string;
  /** Opaque id of the session the gateway will open on success (recorded on LoginAttempted). */
  sessionId: string;
}

export interface SetupCompanyRequest {
  userId: string;
  companyType: string;
  companyName: string;
  mcNumber: string;
  dotNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string;
}

/** identity's application API: what the gateway calls, in-process (embedded) or over gRPC (distributed). */
export interface IdentityApi {
  register(request: RegisterRequest): Promise<UserView>;
  login(request: LoginRequest): Promise<UserView>;
  getUser(request: { userId: string }): Promise<UserView>;
  setupCompany(request: SetupCompanyRequest): Promise<UserView>;
}

export const IdentityService: ServiceDescriptor<IdentityApi> = {
  name: 'identity',
  protoFile: 'v1/identity.proto',
  protoPackage: 'logiscope.identity.v1',
  serviceName: 'IdentityService',
  methods: ['register', 'login', 'getUser', 'setupCompany'],
};
