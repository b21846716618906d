// Thumbnails open the lightbox at their photograph; the radio buttons switch its theme.
const lightbox = document.getElementById('photos');
for (const button of document.querySelectorAll('.thumbnails button')) {
  button.addEventListener('click', () => lightbox.show(Number(button.dataset.index)));
}
for (const radio of document.querySelectorAll('input[name="theme"]')) {
  radio.addEventListener('change', () => lightbox.setAttribute('theme', radio.value));
}
