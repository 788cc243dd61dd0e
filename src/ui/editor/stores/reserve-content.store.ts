import { makeAutoObservable, runInAction } from 'mobx';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AppError } from '../../../domain/errors/app-error';
import type { ErrorAction } from '../../../domain/errors/error-codes';
import { normalizeError } from '../../../domain/errors/normalize-error';
import { Routes } from '../../../domain/routing/routes';
import { fillPathParams } from '../../../domain/url/url-helpers';

/**
 * Reserves ONE new content per visit of a "new" URL (/my-contents/new, /campaigns/write/new): StrictMode's
 * double effect reuses the same request, and a refusal is kept (with its code) for the screen to explain.
 */
export class ReserveContentStore {
  error: AppError | null = null;
  private request: Promise<string | null> | null = null;

  constructor(
    private readonly reserveOne: () => Promise<string>,
    private readonly action: ErrorAction = 'createContent',
  ) {
    makeAutoObservable<ReserveContentStore, 'reserveOne' | 'request' | 'action'>(
      this,
      { reserveOne: false, request: false, action: false },
      { autoBind: true },
    );
  }

  get errorKey(): string | null {
    return this.error?.messageKey ?? null;
  }

  reserve(): Promise<string | null> {
    this.request ??= this.reserveOne().catch((error: unknown) => {
      runInAction(() => (this.error = normalizeError(error, { action: this.action })));
      return null;
    });
    return this.request;
  }

  retry(): Promise<string | null> {
    this.request = null;
    this.error = null;
    return this.reserve();
  }
}

/**
 * Starts the reservation once and, when it succeeds, REPLACES the "new" URL with the editor's, so Back
 * does not reserve another content. Returns `go`, for a retry button.
 */
export function useReserveThenEdit(store: ReserveContentStore): (request: Promise<string | null>) => void {
  const navigate = useNavigate();
  const go = (request: Promise<string | null>) =>
    void request.then((id) => id && navigate(fillPathParams(Routes.myContentEdit, { id }), { replace: true }));
  useEffect(() => go(store.reserve()), [store]); // eslint-disable-line react-hooks/exhaustive-deps -- one reservation per store; `go` is new each render
  return go;
}
