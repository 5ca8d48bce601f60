/** The URLs and file names of the receipt documents (served by app/routes/recus-fiscaux.$file.tsx). */
export const receiptFilename = (number: string) => `recu-fiscal-${number}.pdf`
export const statementFilename = (year: number) => `releve-annuel-dons-${year}.pdf`
export const receiptPath = (number: string) => `/recus-fiscaux/${number}.pdf`
export const statementPath = (year: number) => `/recus-fiscaux/releve-${year}.pdf`
