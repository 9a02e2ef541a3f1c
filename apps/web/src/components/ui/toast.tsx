import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import './toast.css';

type ToastTone = 'info' | 'success' | 'error';
interface ToastState {
  id: number;
  message: string;
  tone: ToastTone;
}

const ToastContext = createContext<(message: string, tone?: ToastTone) => void>(() => undefined);

/** One toast at a time, hidden after 3 s (spec section 9's feedback time). */
export function ToastProvider({ children, clearKey }: { children: ReactNode; clearKey?: unknown }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  // A change of clearKey (e.g. who is signed in) drops a toast that belongs to the old context.
  const [lastClearKey, setLastClearKey] = useState(clearKey);
  if (lastClearKey !== clearKey) {
    setLastClearKey(clearKey);
    setToast(null);
  }
  const counter = useRef(0);
  const show = useCallback((message: string, tone: ToastTone = 'info') => {
    counter.current += 1;
    setToast({ id: counter.current, message, tone });
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 3000);
    return () => clearTimeout(timer);
  }, [toast]);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {toast && (
          <div key={toast.id} className={`toast toast--${toast.tone}`}>
            {toast.message}
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}
