import { useGetCurrentUserQuery } from '../../auth/auth.api';

/** Filing reports is a broker feature: true when the signed-in user's company is a broker. */
export function useIsBroker(): boolean {
  const { data } = useGetCurrentUserQuery();
  return data?.company?.companyType === 'BROKER';
}
