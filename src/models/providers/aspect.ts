/** The option ("1536x1024", "16:9") whose aspect ratio is nearest the requested one; providers accept only a few. */
export function nearestAspect(width: number, height: number, options: string[]): string {
  const wanted = Math.log(width / height);
  const distance = (option: string) => {
    const [w, h] = option.split(/[x:]/).map(Number);
    return Math.abs(Math.log(w / h) - wanted);
  };
  return options.reduce((best, option) => (distance(option) < distance(best) ? option : best));
}
