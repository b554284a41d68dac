import { clsx, type ClassValue } from 'clsx';

/** Joins class names; conditional parts are dropped. */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
