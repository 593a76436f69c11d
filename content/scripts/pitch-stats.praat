# Pitch statistics of one WAV file, for compare-voices.mjs:
# mean F0 (Hz), F0 standard deviation (semitones) and the 5-95 % F0 range (semitones).
form Pitch statistics
  sentence file
endform
sound = Read from file: file$
pitch = To Pitch: 0, 75, 500
mean = Get mean: 0, 0, "Hertz"
sd = Get standard deviation: 0, 0, "semitones"
low = Get quantile: 0, 0, 0.05, "semitones re 1 Hz"
high = Get quantile: 0, 0, 0.95, "semitones re 1 Hz"
writeInfoLine: mean, " ", sd, " ", high - low
