import { api, headerText } from '../accounts/api';
import { teamsApi } from '../teams/api';
import { MY_DATA_FILES, type DeletionRequestsResponse, type DeletionResponse, type MyDataFormat } from './contract';

/** The person's own data (issue 26): their copy and their request to be erased. */
export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The caller's own copy, handed to `save` as the file the server sent. The file never enters
     * the store (a Blob is not serializable; a mutation's argument is not kept), and the slice's
     * base query still signs the call and signs out on a 401.
     */
    myDataFile: build.mutation<null, { format: MyDataFormat; save: (file: Blob) => void }>({
      queryFn: async ({ format, save }, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: MY_DATA_FILES[format].call,
          method: 'POST',
          // A refusal is the usual JSON error, read as any call's.
          responseHandler: (res) => (res.ok ? res.blob() : res.json()),
        });
        if (result.error) return { error: result.error };
        save(result.data as Blob);
        return { data: null };
      },
    }),
    requestDeletion: build.mutation<DeletionResponse, void>({
      query: () => ({ url: '/request-deletion', method: 'POST' }),
    }),
    /** token: the c parameter of the email's link. */
    confirmDeletion: build.mutation<DeletionResponse, string>({
      query: (token) => ({ url: '/confirm-deletion', method: 'POST', headers: { Token: headerText(token) } }),
    }),
  }),
});

/** The admins' list: rows of users, so a deletion (or any change to users) reloads it. */
export const deletionRequestsApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    deletionRequests: build.query<DeletionRequestsResponse, void>({
      query: () => ({ url: '/deletion-requests', method: 'POST' }),
      providesTags: ['TeamUsers'],
    }),
  }),
});

export const { useMyDataFileMutation, useRequestDeletionMutation, useConfirmDeletionMutation } = privacyApi;
export const { useDeletionRequestsQuery } = deletionRequestsApi;
