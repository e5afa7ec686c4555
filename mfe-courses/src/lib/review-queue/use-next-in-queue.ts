import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@school/ui';
import { TTeacher } from '@school/contracts';
import { useAppDispatch } from '@school/api-client';
import { reviewQueueApi } from './review-queue-api';
import { nextInQueue } from './next-in-queue';

/**
 * For the check screen (/check?...&queue=1): call after a successful MarkCorrect or MarkWrong; it asks
 * the server for the queue and opens the next item (or the queue page). Outside queue mode it does nothing.
 */
export function useNextInQueue() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const inQueue = params.get('queue') === '1';
  return useCallback(
    async (marked: { studentId: number; taskId: number }) => {
      if (!inQueue) return;
      const items = await dispatch(reviewQueueApi.endpoints.getReviewQueue.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
      const url = nextInQueue(items, marked);
      toast.info(url.startsWith('/check') ? TTeacher.queue.nextOpened : TTeacher.queue.queueDone);
      navigate(url);
    },
    [dispatch, inQueue, navigate],
  );
}
