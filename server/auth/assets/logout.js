// Signs out right away when the app asked for it (the button stays for browsers without scripts).
document.addEventListener('DOMContentLoaded', function () {
  const button = document.querySelector('[data-auto-submit]')
  if (button) button.click()
})
