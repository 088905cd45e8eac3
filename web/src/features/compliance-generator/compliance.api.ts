import { ops } from '@logiscope/proto/http';
import type { ComplianceDocumentType } from '@logiscope/proto/views';
import { baseApi } from '../../api/baseApi';
import { request, type OpResult } from '../../api/operationRequest';
import { asPdf } from './pdf-download';

/** Compliance documents (/compliance-generator), due-diligence certificates (carrier detail) and their public check (/verify/:code). */
export const complianceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listComplianceDocuments: build.query<OpResult<'listComplianceDocuments'>, void>({
      query: () => request(ops.listComplianceDocuments),
      providesTags: ['ComplianceDocument'],
    }),
    /** The document while its job runs (the generator polls it for the progress). */
    getComplianceDocument: build.query<OpResult<'getComplianceDocument'>, string>({
      query: (id) => request(ops.getComplianceDocument, { params: { id } }),
    }),
    requestComplianceDocument: build.mutation<OpResult<'requestComplianceDocument'>, { carrierId: string; documentType: ComplianceDocumentType }>({
      query: (body) => request(ops.requestComplianceDocument, { body }),
      invalidatesTags: ['ComplianceDocument'],
    }),
    /** The PDF as an object URL; the document becomes DOWNLOADED. */
    downloadComplianceDocument: build.mutation<string, string>({
      query: (id) => asPdf(request(ops.downloadComplianceDocument, { params: { id } })),
      invalidatesTags: ['ComplianceDocument'],
    }),
    listCarrierCertificates: build.query<OpResult<'listCarrierCertificates'>, string>({
      query: (carrierId) => request(ops.listCarrierCertificates, { params: { id: carrierId } }),
      providesTags: (_result, _error, carrierId) => [{ type: 'Certificate', id: carrierId }],
    }),
    issueCertificate: build.mutation<OpResult<'issueCertificate'>, string>({
      query: (carrierId) => request(ops.issueCertificate, { params: { id: carrierId } }),
      invalidatesTags: (_result, _error, carrierId) => [{ type: 'Certificate', id: carrierId }],
    }),
    downloadCertificate: build.mutation<string, string>({
      query: (code) => asPdf(request(ops.downloadCertificate, { params: { code } })),
    }),
    getCertificate: build.query<OpResult<'getCertificate'>, string>({
      query: (code) => request(ops.getCertificate, { params: { code } }),
    }),
    verifyCertificate: build.mutation<OpResult<'verifyCertificate'>, { code: string; file: string }>({
      query: ({ code, file }) => request(ops.verifyCertificate, { params: { code }, body: { file } }),
    }),
  }),
});

export const {
  useListComplianceDocumentsQuery,
  useGetComplianceDocumentQuery,
  useRequestComplianceDocumentMutation,
  useDownloadComplianceDocumentMutation,
  useListCarrierCertificatesQuery,
  useIssueCertificateMutation,
  useDownloadCertificateMutation,
  useGetCertificateQuery,
  useVerifyCertificateMutation,
} = complianceApi;
