/** Saves `text` as a file on the device (the browser's download), without a round trip to the server. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // the download has started from the object URL: it can go once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
