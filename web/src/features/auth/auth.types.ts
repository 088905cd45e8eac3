export type Role = 'USER' | 'ADMIN';
export type CompanyType = 'BROKER' | 'SHIPPER';

export const COMPANY_TYPES: readonly CompanyType[] = ['BROKER', 'SHIPPER'];

export interface Company {
  companyName: string;
  companyType: CompanyType;
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

/** The spec's "current user" entity, as GET /api/auth/user answers it. */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  isActive: boolean;
  profileImageUrl: string | null;
  needsCompanySetup: boolean;
  companyId: string | null;
  company?: Company | null;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  companyName: string;
  companyType: CompanyType;
  mcNumber?: string;
  dotNumber?: string;
}

export interface SetupCompanyRequest {
  companyType: CompanyType;
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
