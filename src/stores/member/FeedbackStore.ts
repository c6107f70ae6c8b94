// 意见反馈: submit (type, text up to 500 characters, up to three images through the upload call),
// the list with status and replies, the detail (reading it clears its unread reply), delete.
import { makeAutoObservable, runInAction } from 'mobx';
import type { OperationResponseData } from '../../sdk/operations.generated';
import type { RootStore } from '../RootStore';
import { Loadable, PagedList } from '../load/Loadable';
import { errorCode, errorText, isHandledGlobally } from '../util';
import { checkImage, type PickedFile } from './images';
import type { MemberResult } from './MemberStore';

export type FeedbackItem = OperationResponseData<'userFeedbackGetFeedBackList'>['list'][number];
export type FeedbackDetail = OperationResponseData<'userFeedbackGetFeedbackInfo'>;
export type CitableBet = OperationResponseData<'userFeedbackQueryMemberBetList'>['list'][number];

/** How many recent bets the form offers to cite (the terms: a result is disputed within 14 days). */
export const CITABLE_BETS = 20;
export type FeedbackType = 1 | 2 | 3 | 4 | 5;

export const FEEDBACK_MAX_LENGTH = 500;
export const FEEDBACK_MAX_IMAGES = 3;

export interface FeedbackImage {
  /** The uploaded address (what the submission carries). */
  url: string;
  name: string;
}

export class FeedbackStore {
  readonly list: PagedList<FeedbackItem>;
  /** The member's recent bets, one of which a feedback may cite (queryMemberBetList). */
  readonly bets: Loadable<CitableBet[]>;
  detail: Loadable<FeedbackDetail> | null = null;
  images: FeedbackImage[] = [];
  uploading = false;
  submitting = false;

  constructor(private readonly root: RootStore) {
    this.list = new PagedList(async (pageNum, pageSize) => {
      const data = await root.call('userFeedbackGetFeedBackList', { pageNum, pageSize });
      return { list: data.list, total: data.total };
    }, 10);
    this.bets = new Loadable(async () => {
      const data = await root.call('userFeedbackQueryMemberBetList', {
        pageNum: 1,
        pageSize: CITABLE_BETS,
      });
      return data.list;
    });
    makeAutoObservable<FeedbackStore, 'root'>(this, { root: false, list: false, bets: false });
  }

  get canAddImage(): boolean {
    return this.images.length < FEEDBACK_MAX_IMAGES && !this.uploading;
  }

  /** Uploads one picked image (type and size checked first). */
  async addImage(file: PickedFile): Promise<MemberResult> {
    if (this.images.length >= FEEDBACK_MAX_IMAGES)
      return { ok: false, code: null, message: 'tooMany', field: 'images' };
    const problem = checkImage(file);
    if (problem) return { ok: false, code: null, message: problem, field: 'images' };
    this.uploading = true;
    try {
      const contentType = file.type as 'image/png' | 'image/jpeg' | 'image/gif';
      const uploaded = await this.root.call('userUploadUploadImage', {
        fileName: file.name,
        contentType,
        base64: await file.base64(),
      });
      runInAction(() => {
        this.images.push({ url: uploaded.url, name: file.name });
      });
      return { ok: true };
    } catch (error) {
      return { ok: false, code: errorCode(error), message: errorText(error), field: 'images' };
    } finally {
      runInAction(() => {
        this.uploading = false;
      });
    }
  }

  removeImage(url: string): void {
    this.images = this.images.filter((i) => i.url !== url);
  }

  /** Submits: a type and 1-500 characters of text, with the uploaded images and the cited bet. */
  async submit(
    type: FeedbackType | null,
    content: string,
    orderNo: string | null = null,
  ): Promise<MemberResult> {
    if (type === null) return { ok: false, code: null, message: 'typeRequired', field: 'type' };
    const text = content.trim();
    if (!text) return { ok: false, code: null, message: 'contentRequired', field: 'content' };
    if (text.length > FEEDBACK_MAX_LENGTH)
      return { ok: false, code: null, message: 'tooLong', field: 'content' };
    this.submitting = true;
    try {
      await this.root.call('userFeedbackAddFeedBack', {
        type,
        content: text,
        images: this.images.map((i) => i.url),
        ...(orderNo ? { orderNo } : {}),
      });
      runInAction(() => {
        this.images = [];
      });
      void this.root.inbox.refreshUnread().catch(() => undefined);
      return { ok: true };
    } catch (error) {
      if (isHandledGlobally(error)) return { ok: false, code: errorCode(error), message: '' };
      return { ok: false, code: errorCode(error), message: errorText(error) };
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  /** Opens one thread (reading it marks its reply read; the unread count follows). */
  open(id: number): void {
    const detail = new Loadable(() => this.root.call('userFeedbackGetFeedbackInfo', { id }));
    this.detail = detail;
    void detail.load().then(() => {
      runInAction(() => {
        const row = this.list.items.find((i) => i.id === id);
        if (row) row.unread = false;
      });
      return this.root.inbox.refreshUnread().catch(() => undefined);
    });
  }

  closeDetail(): void {
    this.detail = null;
  }

  async remove(id: number): Promise<boolean> {
    try {
      await this.root.call('userFeedbackDelFeedback', { id });
      this.list.setItems(this.list.items.filter((i) => i.id !== id));
      runInAction(() => {
        this.list.total = Math.max(0, this.list.total - 1);
        if (this.detail?.data?.id === id) this.detail = null;
      });
      void this.root.inbox.refreshUnread().catch(() => undefined);
      return true;
    } catch (error) {
      this.root.ui.showError(error);
      return false;
    }
  }
}
