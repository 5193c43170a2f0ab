import { api, headerText } from '../accounts/api';
import type { AddClassResponse, ClassDetail, ClassesResponse, ClassOptionsResponse, CurrentUserClassResponse, JoinClassResponse, LeaveClassResponse } from './contract';
import type { MsgResponse } from '../common/types';

/**
 * The class form, named as /api/add-class's headers (SPEC.md section 7, plus Price, Currency and
 * StartsAt) so the shared schema validates it and the server's field errors land on its fields.
 */
export interface ClassFormValues {
  Name: string;
  TeamID: string;
  Description: string;
  ShortDescription: string;
  TimeDescription: string;
  PlaceDescription: string;
  LengthDescription: string;
  Capacity: string;
  /** Major units, as typed: "199.50". */
  Price: string;
  Currency: string;
  /** ISO date-time, or '' when not scheduled. */
  StartsAt: string;
  AcceptNow: boolean;
  AcceptAny: boolean;
}

// A number input hands formik a number, whatever the type says.
const classHeaders = (values: ClassFormValues): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, headerText(String(value).trim())]));

/**
 * Classes and enrolment (SPEC.md section 7, "Classes and payment"; payment is payments/api.ts). Tags: 'Classes' (the
 * admin's list), 'Class' (one class, by id), 'ClassOptions' (what a team may join) and
 * 'CurrentClass' (the caller's enrolment); enrolling also changes 'Assessment' (selectClass,
 * payForClass) and 'Portal'.
 */
export const classesApi = api
  .enhanceEndpoints({ addTagTypes: ['Classes', 'Class', 'ClassOptions', 'CurrentClass', 'Assessment', 'Portal'] })
  .injectEndpoints({
    endpoints: (build) => ({
      classes: build.query<ClassesResponse, void>({
        query: () => ({ url: '/classes', method: 'POST' }),
        providesTags: ['Classes'],
      }),
      getClass: build.query<ClassDetail, { classId: number }>({
        query: ({ classId }) => ({ url: '/get-class', method: 'POST', headers: { ClassID: String(classId) } }),
        providesTags: (_r, _e, { classId }) => [{ type: 'Class', id: classId }],
      }),
      addClass: build.mutation<AddClassResponse, ClassFormValues>({
        query: (values) => ({ url: '/add-class', method: 'POST', headers: classHeaders(values) }),
        invalidatesTags: ['Classes', 'ClassOptions'],
      }),
      editClass: build.mutation<MsgResponse, ClassFormValues & { classId: number }>({
        query: ({ classId, ...values }) => ({ url: '/edit-class', method: 'POST', headers: { ClassID: String(classId), ...classHeaders(values) } }),
        invalidatesTags: (_r, _e, { classId }) => ['Classes', 'ClassOptions', 'CurrentClass', { type: 'Class', id: classId }],
      }),
      openClass: build.mutation<MsgResponse, { classId: number; what: 'assessment' | 'results' }>({
        query: ({ classId, what }) => ({ url: `/class-open-${what}`, method: 'POST', headers: { ClassID: String(classId) } }),
        invalidatesTags: (_r, _e, { classId }) => ['Classes', 'Assessment', { type: 'Class', id: classId }],
      }),
      refundStudent: build.mutation<MsgResponse, { classId: number; userId: number }>({
        query: ({ classId, userId }) => ({ url: '/refund-student', method: 'POST', headers: { ClassID: String(classId), UserID: String(userId) } }),
        invalidatesTags: (_r, _e, { classId }) => ['Classes', 'ClassOptions', { type: 'Class', id: classId }],
      }),
      /** The caller's own team's classes, or on a public page a team's by its address. */
      classOptions: build.query<ClassOptionsResponse, { slug?: string } | void>({
        query: (arg) => ({ url: '/get-class-options', method: 'POST', headers: arg?.slug ? { Slug: headerText(arg.slug) } : {} }),
        providesTags: ['ClassOptions'],
      }),
      currentUserClass: build.query<CurrentUserClassResponse, void>({
        query: () => ({ url: '/current-user-class', method: 'POST' }),
        providesTags: ['CurrentClass'],
      }),
      joinClass: build.mutation<JoinClassResponse, { classId: number }>({
        query: ({ classId }) => ({ url: '/join-class', method: 'POST', headers: { ClassID: String(classId) } }),
        invalidatesTags: ['CurrentClass', 'ClassOptions', 'Class', 'Classes', 'Assessment', 'Portal'],
      }),
      leaveClass: build.mutation<LeaveClassResponse, { confirmNoRefund?: boolean } | void>({
        query: (arg) => ({ url: '/leave-class', method: 'POST', headers: { ConfirmNoRefund: String(arg?.confirmNoRefund ?? false) } }),
        invalidatesTags: ['CurrentClass', 'ClassOptions', 'Class', 'Classes', 'Assessment', 'Portal'],
      }),
    }),
  });

export const {
  useClassesQuery,
  useGetClassQuery,
  useAddClassMutation,
  useEditClassMutation,
  useOpenClassMutation,
  useRefundStudentMutation,
  useClassOptionsQuery,
  useCurrentUserClassQuery,
  useJoinClassMutation,
  useLeaveClassMutation,
} = classesApi;
